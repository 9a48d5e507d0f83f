import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog.tsx';

export type ViewedPhoto = { url: string; alt: string; width: number | null; height: number | null };

/** A photo at full size in a dialog: focus inside while open and back on the photo after; Escape or × closes. */
export function MediaViewer({ photo, onClose }: { photo: ViewedPhoto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('media.viewer')} open={photo !== null} onOpenChange={(open) => !open && onClose()} closeLabel={t('media.close')} wide>
      {photo && (
        <img
          src={photo.url}
          alt={photo.alt}
          {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
          className="mx-auto mt-3 block h-auto max-h-[75dvh] w-auto max-w-full rounded-md"
        />
      )}
    </Dialog>
  );
}
