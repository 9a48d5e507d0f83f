import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProfile } from './api/profiles.ts';
import { type MessageButtonType, ProfileView, type ReviewsType } from './components/profile-view.tsx';

/** /profile (one's own) and /profile/{userId}: who a member is, and what one can do with them. */
export default function ProfilePage({ messageButton, reviews }: { messageButton?: MessageButtonType; reviews?: ReviewsType }) {
  const { t } = useTranslation();
  const { userId = 'me' } = useParams();
  const profile = useProfile(userId);
  usePageTitle(profile.data ? fullName(profile.data) : t('profile.title'));
  if (profile.isPending) return <Spinner label={t('app.loading')} />;
  if (profile.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12">
        {profile.error.message}
      </p>
    );
  }
  return <ProfileView profile={profile.data} signedIn messageButton={messageButton} reviews={reviews} />;
}
