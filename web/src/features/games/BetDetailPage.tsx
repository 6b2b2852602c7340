import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { useMe } from '../../api/queries';
import { gameBySlug } from '../../house-games/catalog';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { ShareBetButton } from '../chat';
import { rowTarget, useBet } from '../history';
import { BetDetailView } from './BetDetailView';

/** /casino/{slug}/history/{gameId}: one settled play, its outcome and everything to verify it. */
export default function BetDetailPage() {
  const { slug, gameId } = useParams();
  const game = gameBySlug(slug);
  const bet = useBet(gameId && /^\d+$/.test(gameId) ? gameId : undefined);
  const { data: me } = useMe();
  if (!game || !gameId) return <Navigate to="/not-found" replace />;
  // A play opened under another game's path moves to its own.
  const target = bet.data && bet.data.game !== game.api ? rowTarget(bet.data) : null;
  if (target?.kind === 'page') return <Navigate to={target.to} replace />;

  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-4" data-testid="bet-detail">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={`/casino/${game.slug}`}
          className="inline-flex h-10 w-fit items-center gap-2 text-sm font-semibold text-text-muted hover:text-text"
        >
          <ArrowLeft size={16} /> {game.name}
        </Link>
        {/* A player shares their own play; anyone else's page has nothing to share. */}
        {bet.data && me && bet.data.user_id === String(me.id) && <ShareBetButton betId={bet.data.id} />}
      </div>
      {bet.isLoading ? (
        <LoadingBlocks blocks={['h-28 w-full rounded-xl', 'h-56 w-full rounded-xl']} className="gap-4" />
      ) : bet.isError || !bet.data ? (
        <p className="rounded-xl border border-line bg-surface-1 p-8 text-center text-text-muted">
          {bet.error?.message ?? 'This play could not be found.'}
        </p>
      ) : (
        <BetDetailView bet={bet.data} slug={game.slug} name={game.name} />
      )}
    </article>
  );
}
