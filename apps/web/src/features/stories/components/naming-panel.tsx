import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Story } from '@prosper/shared/schemas/story';
import { Button } from '../../../components/ui/button.tsx';
import { useAnswerNaming } from '../api/stories.ts';

/**
 * Where the naming of a mentor stands, for the two who may see it before it is approved: the
 * mentor answers here; the author sees that the asking is pending or declined.
 */
export function NamingPanel({ story, me }: { story: Story; me: string | null }) {
  const { t } = useTranslation();
  const answer = useAnswerNaming(story.id);
  const mentor = story.mentor;
  if (!mentor || !me) return null;
  const name = fullName(mentor.member);
  const box = 'mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-stone-800';
  const respond = (approve: boolean) =>
    answer.mutate(approve, {
      onSuccess: () => toast.success(approve ? t('stories.approved') : t('stories.declined')),
      onError: (error) => toast.error(error.message),
    });
  if (me === mentor.member.id) {
    return (
      <section aria-label={t('stories.mentor')} className={box}>
        <p>{t('stories.namingAsk', { name: fullName(story.author) })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => respond(true)} disabled={answer.isPending || mentor.state === 'approved'}>
            {t('stories.approve')}
          </Button>
          <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending || mentor.state === 'declined'}>
            {t('stories.decline')}
          </Button>
        </div>
      </section>
    );
  }
  if (me === story.author.id && mentor.state !== 'approved') {
    return (
      <p className={box}>{mentor.state === 'pending' ? t('stories.namingPending', { name }) : t('stories.namingDeclined', { name })}</p>
    );
  }
  return null;
}
