import { BetHistoryTable } from './BetHistoryTable';

/** /bets: the bet history on a page of its own (spec §2). */
export default function BetsPage() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-[20px] font-bold md:text-[28px]">Bet history</h1>
        <p className="text-sm text-text-muted">
          Every play on our originals as it happens. Open a play to see its outcome and verify it.
        </p>
      </div>
      <BetHistoryTable />
    </div>
  );
}
