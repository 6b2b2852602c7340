import type { BetHistoryRow } from '@casino/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { GAMES } from '../../house-games/catalog';
import { formatMultiplier } from '../../lib/amounts';
import { GameBadge } from '../history';
import { Amount, When } from './Amount';
import { useMyGamePlay } from './api';
import { LedgerHeader } from './LedgerHeader';
import { type Column, PagedList } from './PagedList';

/** /my-game-play: the player's own plays, newest first, of every game or one (spec §2). */
export default function MyGamePlayPage() {
  const [game, setGame] = useState('');
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-5">
      <LedgerHeader
        section="game-play"
        title="My game play"
        text="Each of your plays with its outcome; open one to see it and verify it."
      />
      <label className="flex w-full flex-col gap-1 sm:w-64">
        <span className="text-xs font-medium text-text-muted">Game</span>
        <select
          value={game}
          onChange={(e) => setGame(e.target.value)}
          className="h-10 rounded-lg border border-line bg-surface-2 px-3 text-sm"
        >
          <option value="">All games</option>
          {GAMES.map((g) => (
            <option key={g.api} value={g.api}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <PlayList key={game} game={game} />
    </div>
  );
}

/** The bet history's columns (spec §2) less the player, whose own list this is. */
const COLUMNS: Column<BetHistoryRow>[] = [
  { label: 'Game', cell: (row) => <GameBadge game={row.game} name={row.game_name} /> },
  { label: 'ID', cell: (row) => `#${row.id}`, className: 'tabular text-text-muted' },
  {
    label: 'Time',
    cell: (row) => <When iso={row.timestamp} />,
    className: 'hidden text-text-muted lg:table-cell',
  },
  {
    label: 'Play',
    cell: (row) => <Amount coin={row.game_mode} amount={row.wager} signed={false} className="font-normal" />,
    className: 'text-right',
  },
  { label: 'Multiplier', cell: (row) => formatMultiplier(row.multiplier), className: 'tabular text-right' },
  { label: 'Result', cell: (row) => <Result row={row} />, className: 'text-right' },
];

function PlayList({ game }: { game: string }) {
  return (
    <PagedList
      query={useMyGamePlay(game)}
      label="My game play"
      empty="Play any of our games and each play shows here, with its outcome."
      to={(row) => `/my-game-play/${row.id}`}
      title={(row) => `${row.game_name} play #${row.id}`}
      columns={COLUMNS}
      testId="play"
      card={(row) => ({
        main: (
          <>
            <GameBadge game={row.game} name={row.game_name} />
            <span className="truncate text-xs text-text-muted">
              #{row.id} · {formatMultiplier(row.multiplier)} · <When iso={row.timestamp} />
            </span>
          </>
        ),
        aside: <Result row={row} />,
      })}
    />
  );
}

/** The play's profit: green when it won, red when it lost. */
function Result({ row }: { row: BetHistoryRow }) {
  const profit = Number(row.profit);
  return <Amount coin={row.game_mode} amount={row.profit} className={clsx(profit < 0 && 'text-loss')} />;
}
