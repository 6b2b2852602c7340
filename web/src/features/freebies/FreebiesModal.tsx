import { Link } from 'react-router';
import { useTab } from '../../navigation/use-tab';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { gameLink } from '../lobby';
import { useJackpotContributors } from './api';
import { JackpotRules } from './JackpotRules';

const CONTRIBUTORS_PAGE = '/freebies/jackpotcontributors';

/** `?tab=freebies` on any page (spec §2): the jackpot rules and the contributing games, each a link to its page. */
export default function FreebiesModal() {
  const { close } = useTab();
  const { data, isPending, isError } = useJackpotContributors();
  return (
    <Modal open onClose={close} width="md" title="Jackpot contributors">
      <div className="flex flex-col gap-4" data-testid="freebies">
        {isError ? (
          <p className="text-text-muted">The jackpot games could not be loaded. Please try again.</p>
        ) : isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <JackpotRules rules={data} />
            <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
              {data.games.map((game) => (
                <li key={game.id}>
                  <Link
                    to={gameLink(game)}
                    data-testid="contributor-link"
                    className="block truncate rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2"
                  >
                    {game.title} <span className="text-text-muted">· {game.provider_name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={CONTRIBUTORS_PAGE} className="text-sm font-semibold text-accent hover:underline">
              See all {data.games.length} games as tiles
            </Link>
          </>
        )}
      </div>
    </Modal>
  );
}
