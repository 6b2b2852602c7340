import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
  plinkoTable,
} from '@casino/fairness';
import { useCallback, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatMultiplier } from '../../../lib/amounts';
import { SelectField } from '../../../ui/Field';
import { usePlayBalance } from '../api';
import { ChoiceField } from '../panel/ChoiceField';
import { InstantGameFrame } from '../panel/InstantGameFrame';
import { RecentStrip } from '../RecentStrip';
import { playCue } from '../sound';
import { useAutoPlay } from '../use-auto-play';
import { usePlayRequest } from '../use-play-request';
import { useSpaceKey } from '../use-space-key';
import { wagerProblem } from '../wager-problem';
import { bucketColour } from './board';
import { PlinkoBoard, type PlinkoBoardHandle, type PlinkoDrop } from './PlinkoBoard';

interface PlinkoOutcome {
  path: number[];
  bucket: number;
  multiplier: number;
  rows: number;
  risk: PlinkoRisk;
}

interface Landed extends PlinkoDrop {
  rows: number;
}

const RECENT_LANDINGS = 12;
const ROW_OPTIONS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => {
  const rows = String(PLINKO_MIN_ROWS + i);
  return { value: rows, label: rows };
});

export default function PlinkoScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const { pending, request, requesting } = usePlayRequest(game.api);
  const [inFlight, setInFlight] = useState(0);
  const [recent, setRecent] = useState<Landed[]>([]);
  const board = useRef<PlinkoBoardHandle>(null);

  const onLand = useCallback(
    (ball: PlinkoDrop) => {
      setInFlight((n) => n - 1);
      setRecent((r) => [{ ...ball, rows }, ...r].slice(0, RECENT_LANDINGS));
      revealPlay(ball.id);
      playCue(ball.multiplier > 1 ? 'win' : ball.multiplier < 1 ? 'loss' : 'tick');
    },
    [rows],
  );

  const play = useCallback(
    async (amount: string) => {
      const { bet, outcome } = await request<PlinkoOutcome>({ wager: amount, rows, risk });
      setInFlight((n) => n + 1);
      board.current?.drop({ id: bet.id, ...outcome });
      return { wager: bet.wager, payout: bet.payout };
    },
    [request, rows, risk],
  );
  const auto = useAutoPlay(play);
  const invalid = wagerProblem(wager) !== null;
  // The board is redrawn for new rows or risk only once every ball has landed.
  const locked = inFlight > 0 || pending || auto.running;
  const playManual = () => {
    if (!requesting() && !auto.running && !invalid && wallet) play(wager).catch(() => undefined);
  };
  useSpaceKey(playManual, { repeat: true });
  const table = plinkoTable(rows, risk);
  const last = recent[0];

  const options = wallet && (
    <div className="grid grid-cols-2 gap-3">
      <ChoiceField label="Risk" names={PLINKO_RISKS} value={risk} onChoose={setRisk} disabled={locked} />
      <SelectField
        label="Rows"
        value={String(rows)}
        options={ROW_OPTIONS}
        disabled={locked}
        onChange={(e) => setRows(Number(e.target.value))}
      />
    </div>
  );

  return (
    <InstantGameFrame
      game={game}
      announcement={last ? `Landed in a ${formatMultiplier(last.multiplier)} bucket` : ''}
      wager={wager}
      onWager={setWager}
      wagerLocked={auto.running}
      options={options}
      auto={auto}
      invalid={invalid}
      play={{ label: 'Drop ball', pending, onPlay: playManual }}
      stage={
        <div className="flex h-full min-h-[340px] flex-col items-center [contain:inline-size] md:min-h-[520px] gap-3 bg-[radial-gradient(ellipse_at_top,#1c3550,transparent_70%)] p-3 md:p-6">
          <RecentStrip
            label="Last landings"
            testId="plinko-recent"
            chips={recent.map((r) => ({
              key: r.id,
              text: formatMultiplier(r.multiplier),
              style: { background: bucketColour(r.bucket, r.rows) },
            }))}
          />
          <div className="flex w-full flex-1 items-center justify-center">
            <PlinkoBoard ref={board} rows={rows} table={table} onLand={onLand} />
          </div>
        </div>
      }
    />
  );
}
