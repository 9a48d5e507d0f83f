import { Briefcase, CalendarPlus, MapPin } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Profile } from '@prosper/shared/schemas/profile';
import { fullName } from '@prosper/shared/rules/full-name';
import { isLinkedinPage } from '@prosper/shared/rules/linkedin-url';
import { formatMoney } from '@prosper/shared/rules/money';
import { useDisplayCurrency } from '../../../lib/display-currency.ts';
import { paths } from '../../../lib/paths.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { ConnectButton } from '../../../components/ui/connect-button.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useFollow } from '../api/profiles.ts';
import { placeNamesCountry } from '../place.ts';
import { FollowList } from './follow-list.tsx';

/** A button to message a member, given by the app from the messages area. */
export type MessageButtonType = ComponentType<{ memberId: string }>;
/** A mentor's reviews with their replies, given by the app from the sessions area. */
export type ReviewsType = ComponentType<{ mentorId: string; mentorName: string }>;
/** Where booking a mentor starts: their booking page, or for a visitor the sign-in that returns to it. */
export type BookTarget = { to: string; state?: { from: string } };
/** A mentor's next free times, given by the app from the sessions area. */
export type NextFreeTimesType = ComponentType<{ mentorId: string; takesBookings: boolean; book: BookTarget | null }>;

/** A visitor signs in or up first, then comes back to the booking (the guard's `from`, carried through the confirmation mail). */
function bookTarget(mentorId: string, signedIn: boolean): BookTarget {
  return signedIn ? { to: paths.bookSession(mentorId) } : { to: paths.auth, state: { from: paths.bookSession(mentorId) } };
}

/** A profile; for a visitor who is not signed in, without the actions and lists that need an account. */
export function ProfileView({
  profile: p,
  signedIn,
  messageButton: MessageButton,
  reviews: Reviews,
  nextFreeTimes: NextFreeTimes,
  stories: Stories,
}: {
  profile: Profile;
  signedIn: boolean;
  messageButton?: MessageButtonType;
  reviews?: ReviewsType;
  nextFreeTimes?: NextFreeTimesType;
  stories?: ReviewsType;
}) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const follow = useFollow(p.id);
  const tags = p.mentor ? p.mentor.skills : (p.mentee?.goals ?? []);
  const place = p.location ?? p.country;
  // Said once: beside the place at the top, and among the facts only when the place is elsewhere.
  const country = placeNamesCountry(place, p.country) ? null : p.country;
  // A mentor's own page offers no booking of themselves.
  const book = !p.isSelf && p.role === 'mentor' && p.mentor?.takesBookings ? bookTarget(p.id, signedIn) : null;
  const rate = p.mentor?.hourlyRateCents;
  const toggleFollow = () =>
    follow.mutate(!p.isFollowing, { onError: (error) => toast.error(t('profile.followFailed'), { description: error.message }) });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <section className="rounded-xl border border-stone-200 bg-white p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar firstName={p.firstName} lastName={p.lastName} src={p.avatarUrl} size={112} />
          <div className="flex-1">
            <h1 className="text-2xl font-semibold">{fullName(p)}</h1>
            <p className="text-sm font-medium uppercase tracking-wide text-brand-800">{t(`profile.roles.${p.role}`)}</p>
            {p.mentor && (p.mentor.title || p.mentor.company) && (
              <p className="mt-1 flex items-center gap-2 text-stone-700">
                <Briefcase aria-hidden="true" className="size-4" />
                {[p.mentor.title, p.mentor.company].filter(Boolean).join(t('profile.at'))}
              </p>
            )}
            {p.mentor && (
              <p className="mt-1 text-lg font-semibold text-brand-900">
                {rate ? t('mentors.perHour', { price: formatMoney(rate, currency) }) : t('mentors.free')}
              </p>
            )}
            {p.mentor && (
              <Rating
                average={p.mentor.ratingAverage}
                count={p.mentor.reviewCount}
                className="mt-1 flex items-center gap-1 text-sm text-stone-700"
              />
            )}
            {place && (
              <p className="mt-1 flex items-center gap-2 text-stone-700">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </p>
            )}
            <p className="mt-3 flex gap-4 text-sm">
              <span>
                <strong>{p.followers}</strong> {t('profile.followers')}
              </span>
              <span>
                <strong>{p.following}</strong> {t('profile.following')}
              </span>
              {p.sessionsHeld !== null && (
                <span>
                  <strong>{p.sessionsHeld}</strong> {t('profile.sessionsHeld', { count: p.sessionsHeld })}
                </span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {book && (
              <Link to={book.to} state={book.state} className={buttonClass('accent')}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t('sessions.book')}
              </Link>
            )}
            {signedIn && !p.isSelf && p.role === 'mentor' && (
              <Link to={paths.askQuestion(p.id)} className={buttonClass('secondary')}>
                {t('questions.askMentor', { name: p.firstName })}
              </Link>
            )}
            {signedIn && !p.isSelf && MessageButton && (
              <Suspense fallback={null}>
                <MessageButton memberId={p.id} />
              </Suspense>
            )}
            {!signedIn ? (
              <Link to={paths.auth} state={{ from: paths.mentor(p.id) }} className={buttonClass('primary')}>
                {t('profile.signInToFollow')}
              </Link>
            ) : p.isSelf ? (
              <Link to={paths.editProfile} className={buttonClass('primary')}>
                {t('profile.edit')}
              </Link>
            ) : (
              <Button
                variant={p.isFollowing ? 'secondary' : 'primary'}
                onClick={toggleFollow}
                disabled={follow.isPending}
                aria-pressed={p.isFollowing}
              >
                {p.isFollowing ? t('profile.unfollow') : t('profile.follow')}
              </Button>
            )}
            {signedIn && !p.isSelf && <ConnectButton member={p} />}
            {signedIn && !p.isSelf && (
              <ReportButton
                target={{ contentType: 'profile', contentId: p.id }}
                title={t('reports.title.profile', { name: fullName(p) })}
                label={t('reports.reportProfile')}
                variant="secondary"
              />
            )}
          </div>
        </div>
        {p.bio && <p className="mt-6 whitespace-pre-line text-stone-800">{p.bio}</p>}
        {p.favouriteQuote && (
          <blockquote className="mt-4 border-l-4 border-accent-400 pl-4 italic text-stone-700">“{p.favouriteQuote}”</blockquote>
        )}
      </section>

      {/* What a visitor weighs before booking comes first: when the mentor is free. */}
      {p.mentor && NextFreeTimes && <NextFreeTimes mentorId={p.id} takesBookings={p.mentor.takesBookings} book={book} />}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {tags.length > 0 && (
          <Section title={p.mentor ? t('profile.skills') : t('profile.learningGoals')}>
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-900">
                  {tag}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {p.mentor && (
          <Section title={t('profile.mentorDetails')}>
            <Facts
              facts={[
                [t('profile.yearsExperience'), p.mentor.yearsExperience?.toString()],
                [t('profile.specializations'), p.mentor.specializations.join(', ')],
                [t('profile.languages'), p.mentor.languages.join(', ')],
                [t('profile.timezone'), p.mentor.timezone],
              ]}
            />
          </Section>
        )}
        {p.mentee && (
          <Section title={t('profile.menteeDetails')}>
            <Facts
              facts={[
                [t('profile.industry'), p.mentee.industry],
                [t('profile.learningStyle'), p.mentee.learningStyle],
                [t('profile.careerLevel'), p.mentee.careerLevel],
              ]}
            />
          </Section>
        )}
        {(p.email || p.phone || p.linkedinUrl || country) && (
          <Section title={t('profile.contact')}>
            <Facts
              facts={[
                [t('profile.country'), country],
                [t('auth.email'), p.email],
                [t('auth.phone'), p.phone],
                [t('auth.linkedin'), p.linkedinUrl && <LinkedinLink url={p.linkedinUrl} />],
              ]}
            />
          </Section>
        )}
      </div>

      {p.mentor && Reviews && <Reviews mentorId={p.id} mentorName={fullName(p)} />}
      {p.mentor && Stories && <Stories mentorId={p.id} mentorName={fullName(p)} />}

      {signedIn && (
        <section aria-labelledby="connections" className="mt-6 rounded-xl border border-stone-200 bg-white p-6">
          <h2 id="connections" className="sr-only">
            {t('profile.connections')}
          </h2>
          <Tabs defaultValue="followers">
            <TabsList className="max-w-sm">
              <TabsTrigger value="followers">
                {t('profile.followers')} ({p.followers})
              </TabsTrigger>
              <TabsTrigger value="following">
                {t('profile.following')} ({p.following})
              </TabsTrigger>
            </TabsList>
            <TabsContent value="followers">
              <FollowList memberId={p.id} direction="followers" />
            </TabsContent>
            <TabsContent value="following">
              <FollowList memberId={p.id} direction="following" />
            </TabsContent>
          </Tabs>
        </section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A LinkedIn address checked when it was saved is a link; one saved before the check stays text. */
function LinkedinLink({ url }: { url: string }) {
  if (!isLinkedinPage(url)) return url;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline underline-offset-2">
      {url}
    </a>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  const shown = facts.filter((f): f is [string, Exclude<ReactNode, null | undefined | false | ''>] => Boolean(f[1]));
  return (
    <dl className="space-y-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
