import { clsx } from 'clsx';
import { MessageCircle, Settings } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { Conversation } from './components/conversation.tsx';
import { ThreadList } from './components/thread-list.tsx';

// The settings dialog (Radix) loads when first opened.
const MessageSettingsDialog = lazyPart(() => import('./components/message-settings.tsx'));

/**
 * /messages and /messages/{id}: the conversations beside the open one on wide screens; on phones
 * the list and the conversation are separate screens.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: viewer } = useViewer();
  // An open conversation names the tab after the member (Conversation).
  usePageTitle(id ? null : t('messages.title'));
  const userId = viewer?.user.id;
  if (!userId) return <Spinner label={t('app.loading')} />;
  return (
    <div className="mx-auto flex h-[calc(100dvh-3.5rem)] max-w-6xl md:px-4 md:py-4">
      <div className="flex min-h-0 flex-1 overflow-hidden bg-white md:rounded-xl md:border md:border-stone-200">
        <section
          aria-labelledby="messages-title"
          className={clsx('min-h-0 w-full flex-col md:flex md:w-80 md:border-r md:border-stone-200', id ? 'hidden' : 'flex')}
        >
          <div className="flex items-center justify-between gap-2 pt-3 pr-2 pl-4">
            <h1 id="messages-title" className="text-xl font-semibold">
              {t('messages.title')}
            </h1>
            <SettingsButton />
          </div>
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

/** The gear that opens Message settings. */
function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('messages.settings')}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
      >
        <Settings aria-hidden="true" className="size-5" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MessageSettingsDialog open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
