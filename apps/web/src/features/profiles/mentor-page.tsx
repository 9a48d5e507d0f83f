import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { usePublicMentor } from './api/profiles.ts';
import { type MessageButtonType, type NextFreeTimesType, ProfileView, type ReviewsType } from './components/profile-view.tsx';

/** /mentor/{id}: a listed mentor's page, open to visitors; the server gives it its link-preview tags. */
export default function MentorPage({
  messageButton,
  reviews,
  nextFreeTimes,
  stories,
}: {
  messageButton?: MessageButtonType;
  reviews?: ReviewsType;
  nextFreeTimes?: NextFreeTimesType;
  /** The stories that name the mentor (the stories area). */
  stories?: ReviewsType;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const viewer = useViewer();
  const mentor = usePublicMentor(id);
  usePageTitle(mentor.data ? fullName(mentor.data) : t('mentors.title'));
  if (mentor.isPending || viewer.isPending) return <Spinner label={t('app.loading')} />;
  if (mentor.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12">
        {mentor.error.message}
      </p>
    );
  }
  return (
    <ProfileView
      profile={mentor.data}
      signedIn={Boolean(viewer.data)}
      messageButton={messageButton}
      reviews={reviews}
      nextFreeTimes={nextFreeTimes}
      stories={stories}
    />
  );
}
