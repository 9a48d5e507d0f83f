import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUploadAvatar } from '../api/profiles.ts';

/** The photo with 'Change Photo': images only, 'Uploading...' meanwhile, the spec's messages after. */
export function AvatarUpload({ firstName, lastName, avatarUrl }: { firstName: string; lastName: string; avatarUrl: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const uploadAvatar = useUploadAvatar();
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    uploadAvatar.mutate(file, {
      onSuccess: () => toast.success(t('media.avatarUploaded')),
      onError: (error) => setFailure(error.message),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar firstName={firstName} lastName={lastName} src={uploadAvatar.data?.avatarUrl ?? avatarUrl} size={96} evenSavingData />
      <div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={uploadAvatar.isPending}>
          {uploadAvatar.isPending ? t('editProfile.uploading') : t('editProfile.changePhoto')}
        </Button>
        {failure && (
          <div role="alert" className="mt-2 text-sm text-red-700">
            <p>{t('media.avatarFailed')}</p>
            <p>{failure}</p>
          </div>
        )}
      </div>
    </div>
  );
}
