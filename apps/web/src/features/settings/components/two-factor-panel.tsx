import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SecurityCard } from './security-card.tsx';
import { TwoFactorOff } from './two-factor-off.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * Whether two-factor authentication is on, and the way to turn it on or off, each in a dialog. The
 * dialog opened stays until closed, though the setting changes under it (the backup codes show after).
 */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'on' | 'off' | null>(null);
  const onOpenChange = (open: boolean) => !open && setDialog(null);
  return (
    <SecurityCard title={t('settings.security.twoFactor.title')}>
      <p className="text-sm text-stone-700">{enabled ? t('settings.security.twoFactor.on') : t('settings.security.twoFactor.off')}</p>
      <Button variant={enabled ? 'secondary' : 'primary'} onClick={() => setDialog(enabled ? 'off' : 'on')}>
        {enabled ? t('settings.security.twoFactor.turnOff') : t('settings.security.twoFactor.turnOn')}
      </Button>
      <TwoFactorSetup open={dialog === 'on'} onOpenChange={onOpenChange} />
      <TwoFactorOff open={dialog === 'off'} onOpenChange={onOpenChange} />
    </SecurityCard>
  );
}
