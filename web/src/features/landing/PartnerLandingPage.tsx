import { Navigate, useLocation } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { useLandingRecord } from './api';
import { landingContent } from './content';
import { LandingLoading } from './LandingState';
import { LandingView } from './LandingView';
import { isPartnerVariant } from './variants';

/**
 * A partner variant (/pompsie, /vegasmatt, ...): the partner title and art; a landing record with the
 * partner's slug may configure its texts and links. A failed record lookup still shows the page.
 */
export default function PartnerLandingPage() {
  const loggedIn = useLoggedIn();
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const partner = isPartnerVariant(slug) ? slug : null;
  const record = useLandingRecord(loggedIn || !partner ? null : slug);
  if (loggedIn) return <Navigate to="/" replace />;
  if (!partner) return <Navigate to={`/not-found?path=${encodeURIComponent(`/${slug}`)}`} replace />;
  if (record.isPending) return <LandingLoading />;
  return <LandingView content={landingContent(record.data ?? null, partner)} />;
}
