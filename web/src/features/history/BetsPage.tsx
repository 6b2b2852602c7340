import { BetHistoryTable } from './BetHistoryTable';

/** /bets: the bet history on a page of its own (spec §2). */
export default function BetsPage() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-[20px] font-bold md:text-[28px]">Bet history</h1>
        <p className="text-sm text-text-muted">
          Every play as it happens, on our originals and the studios’ games. Open a play to see its outcome;
          an original’s can be verified.
        </p>
      </div>
      <BetHistoryTable />
    </div>
  );
}
