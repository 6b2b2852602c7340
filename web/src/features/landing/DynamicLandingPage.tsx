import { Navigate, useParams } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { useLandingRecord } from './api';
import { landingContent } from './content';
import { LandingFailed, LandingLoading } from './LandingState';
import { LandingView } from './LandingView';

/**
 * /{landingSlug}: a landing record's page (spec §2). An unknown or Offline slug goes to /not-found for
 * everyone, so a player who types an unbuilt path learns it is not there; a player on a real landing
 * goes home.
 */
export default function DynamicLandingPage() {
  const loggedIn = useLoggedIn();
  const { landingSlug = '' } = useParams();
  const record = useLandingRecord(landingSlug);
  if (record.isPending) return <LandingLoading />;
  if (record.isError) return <LandingFailed />;
  if (!record.data)
    return <Navigate to={`/not-found?path=${encodeURIComponent(`/${landingSlug}`)}`} replace />;
  if (loggedIn) return <Navigate to="/" replace />;
  return <LandingView content={landingContent(record.data, null)} />;
}
