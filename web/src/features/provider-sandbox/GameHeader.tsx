import type { SandboxGame } from '@casino/contract';
import { CoinIcon } from '../../ui/CoinIcon';

/** The game's own top bar: its title, the balance as the casino's wallet last said it, and the last win. */
export function GameHeader({
  game,
  balance,
  lastWin,
  freeSpinsLeft,
}: {
  game: SandboxGame;
  balance: string | null;
  lastWin: string | null;
  freeSpinsLeft: number;
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h1 className="mr-auto text-base font-bold sm:text-xl">{game.title}</h1>
      {freeSpinsLeft > 0 && (
        <span className="rounded-full bg-promo/20 px-3 py-1 text-xs font-semibold text-promo tabular-nums">
          Free spins left: {freeSpinsLeft}
        </span>
      )}
      <dl className="flex items-center gap-4 text-sm tabular-nums">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Balance</dt>
          <CoinIcon coin={game.coin} size={16} />
          <dd data-testid="provider-balance">{balance ?? '—'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-text-muted">Last win</dt>
          <dd className={lastWin && lastWin !== '0.00' ? 'text-win' : ''}>{lastWin ?? '—'}</dd>
        </div>
      </dl>
    </header>
  );
}
