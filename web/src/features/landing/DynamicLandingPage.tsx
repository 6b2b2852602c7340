import { Navigate, useParams } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { useLandingRecord } from './api';
import { landingContent } from './content';
import { LandingFailed, LandingLoading } from './LandingState';
import { LandingView } from './LandingView';

/** /{landingSlug}: a landing record's page; unknown or Offline goes to /not-found, players go home. */
export default function DynamicLandingPage() {
  const loggedIn = useLoggedIn();
  const { landingSlug = '' } = useParams();
  const record = useLandingRecord(loggedIn ? null : landingSlug);
  if (loggedIn) return <Navigate to="/" replace />;
  if (record.isPending) return <LandingLoading />;
  if (record.isError) return <LandingFailed />;
  if (!record.data)
    return <Navigate to={`/not-found?path=${encodeURIComponent(`/${landingSlug}`)}`} replace />;
  return <LandingView content={landingContent(record.data, null)} />;
}
