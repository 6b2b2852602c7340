import { Trophy } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';
import { GameGrid, GridSkeleton } from '../lobby';
import { useJackpotContributors } from './api';
import { JackpotRules } from './JackpotRules';

/** /freebies/jackpotcontributors (spec §2): the games that feed the jackpots, as lobby tiles, with the rules. */
export default function JackpotContributorsPage() {
  const { data, isPending, isError } = useJackpotContributors();
  return (
    <div className="flex flex-col gap-4" data-testid="jackpot-contributors">
      <div className="flex items-center gap-2.5">
        <span className="grid size-10 place-items-center rounded-xl bg-gc/15 text-gc">
          <Trophy size={20} />
        </span>
        <h1 className="text-xl font-extrabold md:text-[28px]">Jackpot contributors</h1>
      </div>
      {isError ? (
        <p className="text-text-muted">The jackpot games could not be loaded. Please try again.</p>
      ) : isPending ? (
        <>
          <Skeleton className="h-24 w-full rounded-xl" />
          <GridSkeleton />
        </>
      ) : (
        <>
          <JackpotRules rules={data} />
          <GameGrid games={data.games} />
        </>
      )}
    </div>
  );
}
