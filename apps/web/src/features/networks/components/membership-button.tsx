import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Community } from '@prosper/shared/schemas/network';
import { Button } from '../../../components/ui/button.tsx';
import { useMembership } from '../api/networks.ts';

/** Join or Leave, named for the community so a list of them reads well. */
export function MembershipButton({ community }: { community: Community }) {
  const { t } = useTranslation();
  const membership = useMembership();
  if (community.archived && !community.joined) return null;
  const join = !community.joined;
  return (
    <Button
      variant={join ? 'primary' : 'secondary'}
      aria-label={t(join ? 'networks.joinNamed' : 'networks.leaveNamed', { name: community.name })}
      disabled={membership.isPending}
      onClick={() =>
        membership.mutate(
          { slug: community.slug, join },
          {
            onSuccess: () => toast.success(t(join ? 'networks.joined' : 'networks.left', { name: community.name })),
            onError: (e) => toast.error(e.message),
          },
        )
      }
    >
      {t(join ? 'networks.join' : 'networks.leave')}
    </Button>
  );
}
