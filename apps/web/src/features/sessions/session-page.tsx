import { PageProblem } from '../../components/ui/page-problem.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { relativeWhen } from '@prosper/shared/rules/relative-when';
import { sessionTab } from '@prosper/shared/rules/session-tabs';
import type { SessionAction } from '@prosper/shared/schemas/session';
import { paths } from '../../lib/paths.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { viewerZone } from '../../lib/viewer-zone.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useCheckPayment } from './api/checkout.ts';
import { useSessionDetail } from './api/sessions.ts';
import { CalendarLinks } from './components/calendar-links.tsx';
import { JoinLink } from './components/join-link.tsx';
import { ReviewForm } from './components/review-form.tsx';
import { ReviewView } from './components/review-view.tsx';
import { SessionActions } from './components/session-actions.tsx';
import { SessionDetails } from './components/session-details.tsx';
import { SessionOutcome } from './components/session-outcome.tsx';
import { ProviderPayment } from './components/provider-payment.tsx';
import { SessionPayment } from './components/session-payment.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { useNow } from './use-now.ts';

/**
 * Actions with buttons in the page's action bar; a proposal's and a review's sit with them. Reporting
 * a no-show on a paid session (decision 051) was missing here, so offered by the server and shown
 * nowhere: the journey of decision 057 found it.
 */
const BAR_ACTIONS: readonly SessionAction[] = [
  'confirm',
  'decline',
  'confirmPayment',
  'complete',
  'reschedule',
  'noShow',
  'reportNoShow',
  'cancel',
];

/**
 * /sessions/{session_id}: one session for its two members (and admins), live. Its details in the
 * viewer's zone, the join link, add to calendar, how the mentee pays (to them alone, once confirmed),
 * what either side may do now, and the review.
 */
export default function SessionPage() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const query = useSessionDetail(sessionId);
  useProviderReturn(sessionId);
  usePageTitle(query.data?.title ?? t('sessions.session'));
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const forbidden = status === 403;
    // A malformed address is refused as bad input; to the member it is a session that does not exist.
    const text = forbidden ? t('sessions.forbiddenText') : status === 400 ? t('sessions.notFound') : query.error.message;
    return (
      <PageProblem
        title={forbidden ? t('sessions.forbiddenTitle') : t('sessions.notFoundTitle')}
        text={text}
        back={{ to: paths.sessions, label: t('sessions.allSessions') }}
      />
    );
  }
  return <SessionView session={query.data} />;
}

/**
 * Back from the provider's page (Paystack's ?reference=…&trxref=…, Flutterwave's
 * ?status=…&tx_ref=…&transaction_id=…): the server asks the provider at once, whatever the address
 * claims, and the address loses the reference so a reload does not ask again.
 */
function useProviderReturn(sessionId: string) {
  const [params, setParams] = useSearchParams();
  const check = useCheckPayment(sessionId);
  const reference = params.get('reference') ?? params.get('trxref') ?? params.get('tx_ref');
  const asked = useRef(false);
  useEffect(() => {
    if (!reference || asked.current) return;
    asked.current = true;
    check.mutate(reference);
    setParams({}, { replace: true });
  }, [reference, check, setParams]);
}

function SessionView({ session: s }: { session: NonNullable<ReturnType<typeof useSessionDetail>['data']> }) {
  const { t } = useTranslation();
  const zone = viewerZone();
  const now = useNow(60_000);
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const upcoming = s.status === 'confirmed' || s.status === 'requested';
  // 'Write a review' in a list links here with #review: the form comes into view with the focus.
  const reviewRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#review') return;
    reviewRef.current?.scrollIntoView({ block: 'start' });
    reviewRef.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      {/* Back to the tab that lists this session, by the rule the list itself follows. */}
      <Link
        to={paths.sessionsTab(sessionTab(s, now))}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sessions.allSessions')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold wrap-anywhere text-brand-900 sm:text-3xl">{s.title}</h1>
        <StatusBadge status={s.status} className="mt-1.5 text-sm" />
      </div>
      {upcoming && <p className="mt-1 text-stone-700">{relativeWhen(s.startsAt, now)}</p>}

      <div className="mt-6 space-y-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <SessionOutcome session={s} zone={zone} />
        <SessionDetails session={s} zone={zone} currency={currency} />
        {s.meetingUrl && s.status === 'confirmed' && (
          <div className="border-t border-stone-200 pt-5">
            <JoinLink session={s} />
          </div>
        )}
        {s.status === 'confirmed' && (
          <div className="border-t border-stone-200 pt-5">
            <CalendarLinks session={s} />
          </div>
        )}
        {s.payment?.charge && (
          <div className="border-t border-stone-200 pt-5">
            <ProviderPayment session={s} payment={{ ...s.payment, charge: s.payment.charge }} zone={zone} />
          </div>
        )}
        {s.payment?.methods && (
          <div className="border-t border-stone-200 pt-5">
            <SessionPayment session={s} payment={s.payment} currency={currency} />
          </div>
        )}
        {s.actions.some((a) => BAR_ACTIONS.includes(a)) && (
          <div className="border-t border-stone-200 pt-5">
            <SessionActions session={s} only={BAR_ACTIONS} />
          </div>
        )}
      </div>

      {(s.review || s.actions.includes('review')) && (
        <section
          id="review"
          ref={reviewRef}
          tabIndex={-1}
          className="mt-6 scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          {s.review ? <ReviewView session={s} review={s.review} /> : <ReviewForm session={s} />}
        </section>
      )}
    </div>
  );
}
