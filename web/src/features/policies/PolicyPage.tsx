import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { usePolicy } from './api';
import { PolicyArticle } from './PolicyArticle';

/** A policy page: its own path (`/sweep-rules`, …) names it, or `/policies/{name}` does; unknown is not found. */
export default function PolicyPage({ name }: { name?: string }) {
  const params = useParams();
  const location = useLocation();
  const policyName = (name ?? params.name ?? '').toLowerCase();
  const { data: policy, isPending, isError } = usePolicy(policyName);
  if (isPending)
    return (
      <LoadingBlocks
        blocks={['h-9 w-2/3', 'h-4 w-1/3', 'h-40 w-full', 'h-40 w-full']}
        className="mx-auto w-full max-w-3xl gap-4"
      />
    );
  if (isError) return <p className="py-16 text-center text-text-muted">Failed to load this policy.</p>;
  if (!policy) return <Navigate to={`/not-found?path=${encodeURIComponent(location.pathname)}`} replace />;
  return <PolicyArticle policy={policy} />;
}
