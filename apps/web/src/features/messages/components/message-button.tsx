import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useStartThread } from '../api/threads.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * 'Message' on a member's profile or mentor page: opens the one conversation with them, created on
 * first use. The server's refusal (blocked, not accepting messages) is toasted as it words it.
 */
export function MessageButton({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartThread();
  return (
    <Button
      variant="secondary"
      disabled={start.isPending}
      onClick={() =>
        start.mutate(memberId, {
          onSuccess: (thread) => void navigate(paths.thread(thread.id)),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('messages.message')}
    </Button>
  );
}
