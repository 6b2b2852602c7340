import { Link, useLocation } from 'react-router';
import { statisticsLink } from '../statistics';

/**
 * A player's name in a history row, linking to their public statistics over the current page; the click
 * stays the link's (the row around it opens the play). A player without a name yet has no statistics link.
 */
export function PlayerName({ username }: { username: string | null }) {
  const location = useLocation();
  if (!username) return <span className="truncate">Player</span>;
  return (
    <Link
      to={statisticsLink(location.search, username)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      className="truncate hover:text-text hover:underline focus-visible:underline"
      data-testid="history-player"
      aria-label={`${username}’s statistics`}
    >
      {username}
    </Link>
  );
}
