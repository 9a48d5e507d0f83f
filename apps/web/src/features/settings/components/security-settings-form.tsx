import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  type SecuritySettings,
  type SecuritySettingsForm,
  type SecuritySettingsInput,
  securitySettingsInputSchema,
} from '@prosper/shared/schemas/security';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveSecuritySettings } from '../api/security.ts';

const FIELDS = ['sessionTimeoutMinutes', 'maxActiveSessions', 'backupEmail', 'backupPhone'] as const;
const TOGGLES = ['loginNotificationsEnabled', 'suspiciousActivityAlertsEnabled'] as const;

/** The security settings a member sets by hand; two-factor has its own panel. */
export function SecuritySettingsFormCard({ settings }: { settings: SecuritySettings }) {
  const { t } = useTranslation();
  const save = useSaveSecuritySettings();
  const { register, handleSubmit, setError, setFocus, clearErrors, formState } = useForm<
    SecuritySettingsForm,
    unknown,
    SecuritySettingsInput
  >({
    resolver: zodResolver(securitySettingsInputSchema),
    defaultValues: {
      sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
      maxActiveSessions: settings.maxActiveSessions,
      backupEmail: settings.backupEmail ?? '',
      backupPhone: settings.backupPhone ?? '',
      loginNotificationsEnabled: settings.loginNotificationsEnabled,
      suspiciousActivityAlertsEnabled: settings.suspiciousActivityAlertsEnabled,
    },
  });
  const errors = formState.errors;
  const failed = (description?: string) => toast.error(t('settings.security.failed'), { description });

  const onInvalid = (invalid: FieldErrors<SecuritySettingsForm>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) setFocus(first);
    failed(first && invalid[first]?.message);
  };
  const onValid = (values: SecuritySettingsInput) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.security.updated')),
      onError: (error) => {
        showFieldErrors({ setError, setFocus }, serverFieldMessages(error), FIELDS);
        failed(error.message);
      },
    });

  return (
    <FormCard
      title={t('settings.security.title')}
      lead={t('settings.security.lead')}
      onSubmit={handleSubmit(onValid, onInvalid)}
      submitLabel={save.isPending ? t('settings.security.saving') : t('settings.security.save')}
      busy={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('settings.security.sessionTimeout')}
          hint={t('settings.security.sessionTimeoutHint')}
          error={errors.sessionTimeoutMinutes?.message}
        >
          {({ control }) => (
            <Input
              type="number"
              inputMode="numeric"
              {...control}
              {...register('sessionTimeoutMinutes', { valueAsNumber: true, onChange: () => clearErrors('sessionTimeoutMinutes') })}
            />
          )}
        </Field>
        <Field
          label={t('settings.security.maxSessions')}
          hint={t('settings.security.maxSessionsHint')}
          error={errors.maxActiveSessions?.message}
        >
          {({ control }) => (
            <Input
              type="number"
              inputMode="numeric"
              {...control}
              {...register('maxActiveSessions', { valueAsNumber: true, onChange: () => clearErrors('maxActiveSessions') })}
            />
          )}
        </Field>
        <Field label={t('settings.security.backupEmail')} hint={t('settings.security.backupEmailHint')} error={errors.backupEmail?.message}>
          {({ control }) => (
            <Input
              type="email"
              autoComplete="email"
              {...control}
              {...register('backupEmail', { onChange: () => clearErrors('backupEmail') })}
            />
          )}
        </Field>
        <Field label={t('settings.security.backupPhone')} error={errors.backupPhone?.message}>
          {({ control }) => (
            <Input
              type="tel"
              autoComplete="tel"
              {...control}
              {...register('backupPhone', { onChange: () => clearErrors('backupPhone') })}
            />
          )}
        </Field>
      </div>
      <div className="space-y-2">
        {TOGGLES.map((name) => (
          <label key={name} className="flex min-h-10 items-start gap-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-800" {...register(name)} />
            <span>
              {t(name === 'loginNotificationsEnabled' ? 'settings.security.loginNotifications' : 'settings.security.suspiciousAlerts')}
              {name === 'suspiciousActivityAlertsEnabled' && (
                <span className="block text-xs text-stone-600">{t('settings.security.suspiciousAlertsHint')}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </FormCard>
  );
}
