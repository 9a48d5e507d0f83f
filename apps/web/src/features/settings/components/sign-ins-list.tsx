import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ActiveSignIn } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useEndOtherSignIns, useEndSignIn, useSignIns } from '../api/security.ts';
import { SecurityCard } from './security-card.tsx';

const ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop } as const;

/** Where the member is signed in, this device first marked, each with its own "Sign out". */
export function SignInsList() {
  const { t } = useTranslation();
  const signIns = useSignIns();
  const endOne = useEndSignIn();
  const endOthers = useEndOtherSignIns();
  const failed = (error: Error) => toast.error(t('settings.security.signIns.failed'), { description: error.message });
  const list = signIns.data?.signIns ?? [];
  const others = list.filter((s) => !s.current);

  return (
    <SecurityCard title={t('settings.security.signIns.title')}>
      {signIns.isPending && <Spinner label={t('app.loading')} />}
      {signIns.isError && (
        <p role="alert" className="text-red-700">
          {signIns.error.message}
        </p>
      )}
      <ul className="divide-y divide-stone-200">
        {[...list.filter((s) => s.current), ...others].map((signIn) => (
          <SignInRow
            key={signIn.id}
            signIn={signIn}
            onSignOut={() =>
              endOne.mutate(signIn.id, { onSuccess: () => toast.success(t('settings.security.signIns.signedOut')), onError: failed })
            }
          />
        ))}
      </ul>
      {signIns.isSuccess &&
        (others.length > 0 ? (
          <Button
            variant="secondary"
            aria-disabled={endOthers.isPending || undefined}
            onClick={() =>
              !endOthers.isPending &&
              endOthers.mutate(undefined, {
                onSuccess: () => toast.success(t('settings.security.signIns.othersSignedOut')),
                onError: failed,
              })
            }
          >
            {t('settings.security.signIns.signOutOthers')}
          </Button>
        ) : (
          <p className="text-sm text-stone-700">{t('settings.security.signIns.none')}</p>
        ))}
    </SecurityCard>
  );
}

function SignInRow({ signIn, onSignOut }: { signIn: ActiveSignIn; onSignOut: () => void }) {
  const { t } = useTranslation();
  const kind = signIn.device as keyof typeof ICONS;
  const Icon = ICONS[kind] ?? Laptop;
  const device = t(`settings.security.signIns.devices.${kind in ICONS ? kind : 'computer'}`);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-stone-600" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-stone-900">
          {signIn.browser} · {device}
          {signIn.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {t('settings.security.signIns.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-stone-700">
          {signIn.place ?? t('settings.security.signIns.unknownPlace')} · {t('settings.security.signIns.lastActive')}{' '}
          <TimeAgo date={signIn.lastActiveAt} />
        </p>
      </div>
      {!signIn.current && (
        <Button
          variant="secondary"
          onClick={onSignOut}
          aria-label={t('settings.security.signIns.signOutNamed', { browser: signIn.browser, device })}
        >
          {t('settings.security.signIns.signOut')}
        </Button>
      )}
    </li>
  );
}
