import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useSecuritySettings } from '../api/security.ts';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { SecuritySettingsFormCard } from './security-settings-form.tsx';
import { SignInsList } from './sign-ins-list.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';

/** The Security section of /settings: its settings (the card with the section's h2), then each task in a card of its own. */
export function SecuritySection() {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const { data: viewer } = useViewer();
  if (settings.isPending) return <Spinner label={t('app.loading')} />;
  if (settings.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {settings.error.message}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <SecuritySettingsFormCard settings={settings.data} />
      <TwoFactorPanel enabled={settings.data.twoFactorEnabled} />
      <SignInsList />
      <PasswordForm />
      {viewer && <EmailForm currentEmail={viewer.user.email} />}
    </div>
  );
}
