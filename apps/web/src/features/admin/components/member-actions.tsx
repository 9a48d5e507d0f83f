import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminMemberDetail } from '@prosper/shared/schemas/admin';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { useLiftSuspension, useMakeAdmin, useRemoveAdmin } from '../api/member-actions.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

type Asked = 'makeAdmin' | 'removeAdmin' | 'lift' | 'suspend' | null;

/**
 * What an admin can do to a member, each asked first: make or remove admin, suspend (with a reason
 * and an optional end) or lift a suspension. A closed account offers nothing; an admin cannot be
 * suspended, so the button is not offered (the server refuses it anyway).
 */
export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const makeAdmin = useMakeAdmin(member.id);
  const removeAdmin = useRemoveAdmin(member.id);
  const lift = useLiftSuspension(member.id);
  const close = (open: boolean) => !open && setAsked(null);
  const run = (action: () => Promise<unknown>, done: string, failed: string) => () =>
    void action().then(
      () => toast.success(done),
      (error: Error) => toast.error(failed, { description: error.message }),
    );
  if (member.status === 'closed') return null;
  const isAdmin = member.role === 'admin';
  return (
    <section aria-labelledby="member-actions" className="mt-6">
      <h3 id="member-actions" className="text-lg font-semibold text-stone-900">
        {t('admin.members.actions')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {isAdmin ? (
          <Button variant="secondary" onClick={() => setAsked('removeAdmin')}>
            {t('admin.roles.removeAdmin')}
          </Button>
        ) : member.status === 'active' ? (
          <Button variant="secondary" onClick={() => setAsked('makeAdmin')}>
            {t('admin.roles.makeAdmin')}
          </Button>
        ) : null}
        {member.status === 'suspended' ? (
          <Button variant="secondary" onClick={() => setAsked('lift')}>
            {t('admin.suspension.lift')}
          </Button>
        ) : (
          !isAdmin && (
            <Button variant="danger" onClick={() => setAsked('suspend')}>
              {t('admin.suspension.suspend')}
            </Button>
          )
        )}
      </div>
      <LazyConfirmDialog
        open={asked === 'makeAdmin'}
        onOpenChange={close}
        title={t('admin.roles.makeAdminTitle', { name })}
        text={t('admin.roles.makeAdminText')}
        confirm={t('admin.roles.makeAdmin')}
        cancel={t('admin.suspension.cancel')}
        onConfirm={run(() => makeAdmin.mutateAsync(undefined), t('admin.roles.madeAdmin', { name }), t('admin.roles.failed'))}
      />
      <LazyConfirmDialog
        open={asked === 'removeAdmin'}
        onOpenChange={close}
        title={t('admin.roles.removeAdminTitle', { name })}
        text={t('admin.roles.removeAdminText')}
        confirm={t('admin.roles.removeAdmin')}
        cancel={t('admin.suspension.cancel')}
        onConfirm={run(() => removeAdmin.mutateAsync(undefined), t('admin.roles.removedAdmin', { name }), t('admin.roles.failed'))}
      />
      <LazyConfirmDialog
        open={asked === 'lift'}
        onOpenChange={close}
        title={t('admin.suspension.liftTitle', { name })}
        text={t('admin.suspension.liftText')}
        confirm={t('admin.suspension.liftConfirm')}
        cancel={t('admin.suspension.cancel')}
        onConfirm={run(() => lift.mutateAsync(undefined), t('admin.suspension.lifted', { name }), t('admin.suspension.liftFailed'))}
      />
      <SuspendDialog memberId={member.id} name={name} open={asked === 'suspend'} onOpenChange={close} />
    </section>
  );
}
