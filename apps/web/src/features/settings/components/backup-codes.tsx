import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';

/** The backup codes, shown once, with ways to keep them: copied, or downloaded as a text file. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(t('settings.security.twoFactor.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'prosper-mentor-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-semibold">{t('settings.security.twoFactor.backupCodesTitle')}</h3>
      <p className="text-sm text-stone-700">{t('settings.security.twoFactor.backupCodesText')}</p>
      <ul
        aria-label={t('settings.security.twoFactor.backupCodesTitle')}
        className="grid grid-cols-2 gap-2 rounded-md bg-stone-100 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('settings.security.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('settings.security.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.security.twoFactor.done')}</Button>
      </div>
    </div>
  );
}
