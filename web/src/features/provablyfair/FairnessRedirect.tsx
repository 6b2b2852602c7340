import { Navigate, useLocation, useParams } from 'react-router';

/** /casino/{slug}/fairness is the game's provably fair overview (spec §2, fairness.md). */
export default function FairnessRedirect() {
  const { slug } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/provablyfair/${slug ?? 'dice'}/overview${search}`} replace />;
}
