import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api/session.ts';
import { Conversation } from './components/conversation.tsx';
import { ThreadList } from './components/thread-list.tsx';

/**
 * /messages and /messages/{id}: the conversations beside the open one on wide screens; on phones
 * the list and the conversation are separate screens.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: session } = useSession();
  usePageTitle(t('messages.title'));
  const userId = session?.user.id;
  if (!userId) return <Spinner label={t('app.loading')} />;
  return (
    <div className="mx-auto flex h-[calc(100dvh-3.5rem)] max-w-6xl md:px-4 md:py-4">
      <div className="flex min-h-0 flex-1 overflow-hidden bg-white md:rounded-xl md:border md:border-stone-200">
        <section
          aria-labelledby="messages-title"
          className={clsx('min-h-0 w-full flex-col md:flex md:w-80 md:border-r md:border-stone-200', id ? 'hidden' : 'flex')}
        >
          <h1 id="messages-title" className="px-4 pt-4 pb-1 text-xl font-semibold">
            {t('messages.title')}
          </h1>
          <ThreadList activeId={id} userId={userId} />
        </section>
        <div className={clsx('min-h-0 flex-1 flex-col', id ? 'flex' : 'hidden md:flex')}>
          {id ? (
            <>
              <h1 className="sr-only md:hidden">{t('messages.title')}</h1>
              <Conversation key={id} threadId={id} userId={userId} />
            </>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-stone-600">
              <MessageCircle aria-hidden="true" className="size-10 text-stone-400" />
              <p>{t('messages.chooseThread')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
