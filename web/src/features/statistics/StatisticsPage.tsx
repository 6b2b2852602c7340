import { useSearchParams } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { StatisticsView } from './StatisticsView';

/** /user/statistics (spec §2): the statistics on a page of their own; `?user=<name>` shows another player's. */
export default function StatisticsPage() {
  const [params] = useSearchParams();
  const signedIn = useLoggedIn();
  const { open } = useTab();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-[20px] font-bold md:text-[28px]">Statistics</h1>
        <p className="text-sm text-text-muted">
          Plays, wagers and profit per game, in Gold Coins and Sweeps Coins apart, with the biggest wins and
          multipliers. Days are counted in UTC.
        </p>
      </div>
      <StatisticsView player={params.get('user')} signedIn={signedIn} onLogin={() => open('login')} />
    </div>
  );
}
