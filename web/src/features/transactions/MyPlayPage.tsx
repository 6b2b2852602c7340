import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { gameByApi } from '../../house-games/catalog';
import { BetDetailView } from '../games';
import { useMyPlay } from './api';
import { DetailSkeleton, ListError } from './ListStates';

/** /my-game-play/{id}: one of the player's own plays, its outcome and how to verify it. */
export default function MyPlayPage() {
  const { betId = '' } = useParams();
  const play = useMyPlay(betId);
  const game = play.data ? gameByApi(play.data.game) : undefined;
  return (
    <article className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4" data-testid="bet-detail">
      <Link
        to="/my-game-play"
        className="inline-flex h-10 w-fit items-center gap-2 text-sm font-semibold text-text-muted hover:text-text"
      >
        <ArrowLeft size={16} /> My game play
      </Link>
      {play.isPending ? (
        <DetailSkeleton />
      ) : play.isError ? (
        <ListError message={play.error.message} />
      ) : (
        <BetDetailView
          bet={play.data}
          slug={game?.slug ?? play.data.game}
          name={game?.name ?? play.data.game_name}
        />
      )}
    </article>
  );
}
