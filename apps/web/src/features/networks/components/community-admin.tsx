import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Community } from '@prosper/shared/schemas/network';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { useSaveCommunity } from '../api/networks.ts';
import { CommunityFormDialog } from './community-form.tsx';

/** An admin's controls on a community: edit it, archive it (after asking) or open it again. */
export function CommunityAdmin({ community }: { community: Community }) {
  const { t } = useTranslation();
  const save = useSaveCommunity();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = community.name;
  const setArchived = (archived: boolean) =>
    save.mutate(
      { slug: community.slug, body: { archived } },
      {
        onSuccess: () => toast.success(t(archived ? 'networks.archivedDone' : 'networks.restored', { name })),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-label={t('networks.editCommunityNamed', { name })} onClick={() => setEditing(true)}>
        {t('networks.editCommunity')}
      </Button>
      {community.archived ? (
        <Button
          variant="secondary"
          aria-label={t('networks.restoreNamed', { name })}
          disabled={save.isPending}
          onClick={() => setArchived(false)}
        >
          {t('networks.restore')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          aria-label={t('networks.archiveNamed', { name })}
          disabled={save.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('networks.archive')}
        </Button>
      )}
      <CommunityFormDialog open={editing} onOpenChange={setEditing} community={community} />
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('networks.archiveConfirm', { name })}
        text={t('networks.archiveLead')}
        confirm={t('networks.archive')}
        cancel={t('networks.cancel')}
        onConfirm={() => setArchived(true)}
      />
    </div>
  );
}
