import { handValue, SLOT_THREE_OF_A_KIND } from '@casino/fairness';
import clsx from 'clsx';
import { Bomb, Clover, Gem, Skull } from 'lucide-react';
import type { ReactNode } from 'react';
import { Die } from '../games/duels/Die';
import { cardLabel } from './verify';

/**
 * A play's outcome drawn for people (bet detail page and the verifier): each house game by its own
 * picture, anything unknown as a readable list of its values. `game` is the API name.
 */
type O = Record<string, unknown>;

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const list = (v: unknown) => (Array.isArray(v) ? v : []);

export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (!outcome || typeof outcome !== 'object') return <p className="text-text-muted">No outcome recorded.</p>;
  const o = outcome as O;
  const view = VIEWS[game]?.(o);
  return <div data-testid="outcome-view">{view ?? <ValueList values={o} />}</div>;
}

const VIEWS: Record<string, (o: O) => ReactNode> = {
  dicing: (o) => <DiceView o={o} />,
  limbo: (o) => (
    <Figures
      items={[
        { label: 'Result', value: `${num(o.result).toFixed(2)}×`, tone: o.win === false ? 'loss' : 'win' },
        ...(o.target !== undefined ? [{ label: 'Target', value: `${num(o.target).toFixed(2)}×` }] : []),
      ]}
    />
  ),
  roulette: (o) => <RouletteView pocket={num(o.pocket)} />,
  plinko: (o) => <PlinkoView o={o} />,
  keno: (o) => <KenoView o={o} />,
  mines: (o) => <MinesView o={o} />,
  tower: (o) => <TowerView o={o} />,
  clovercross: (o) => <CloverView o={o} />,
  blackjack: (o) => <BlackjackView o={o} />,
  baccarat: (o) => <BaccaratView o={o} />,
  war: (o) => <WarView o={o} />,
  slots: (o) => <SlotsView o={o} />,
  crash: (o) => <CrashView o={o} />,
  duels: (o) => <DuelView o={o} />,
};

function Figures({ items }: { items: Item[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-32 rounded-lg border border-line bg-surface-2 px-4 py-3">
          <p className="text-xs text-text-muted">{item.label}</p>
          <p
            className={clsx(
              'tabular text-2xl font-extrabold',
              item.tone === 'win' && 'text-win',
              item.tone === 'loss' && 'text-loss',
            )}
          >
            {item.value}
          </p>
        </div>
      ))}
    </div>
  );
}

type Item = { label: string; value: string; tone?: 'win' | 'loss' | undefined };

function CrashView({ o }: { o: O }) {
  const items: Item[] = [];
  if (o.crash_point !== undefined && o.crash_point !== null)
    items.push({ label: 'Crashed at', value: `${num(o.crash_point).toFixed(2)}×` });
  if ('cashout' in o)
    items.push(
      o.cashout === null
        ? { label: 'Cashed out', value: '—', tone: 'loss' }
        : { label: 'Cashed out', value: `${num(o.cashout).toFixed(2)}×`, tone: 'win' },
    );
  return <Figures items={items} />;
}

function DiceView({ o }: { o: O }) {
  const roll = num(o.roll);
  const target = o.target === undefined ? null : num(o.target);
  const over = o.over !== false;
  return (
    <div className="flex flex-col gap-4">
      <Figures
        items={[
          {
            label: 'Roll',
            value: roll.toFixed(2),
            tone: o.win === undefined ? undefined : o.win ? 'win' : 'loss',
          },
          ...(target !== null
            ? [{ label: over ? 'Roll over' : 'Roll under', value: target.toFixed(2) }]
            : []),
          ...(o.multiplier !== undefined
            ? [{ label: 'Multiplier', value: `${num(o.multiplier).toFixed(2)}×` }]
            : []),
        ]}
      />
      <div
        className={clsx('relative h-3 rounded-full', target === null ? 'bg-surface-2' : 'bg-loss/70')}
        aria-hidden="true"
      >
        {target !== null && (
          <div
            className="absolute inset-y-0 rounded-full bg-win"
            style={over ? { left: `${target}%`, right: 0 } : { left: 0, width: `${target}%` }}
          />
        )}
        <div
          className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded-full bg-text shadow"
          style={{ left: `${roll}%` }}
        />
      </div>
    </div>
  );
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
function RouletteView({ pocket }: { pocket: number }) {
  const colour = pocket === 0 ? 'bg-win' : RED.has(pocket) ? 'bg-loss' : 'bg-surface-0';
  return (
    <div className="flex items-center gap-4">
      <span
        className={clsx(
          'tabular grid size-20 place-items-center rounded-full border-4 border-gc/70 text-3xl font-extrabold',
          colour,
        )}
      >
        {pocket}
      </span>
      <p className="text-text-muted">
        The ball landed on <b className="text-text">{pocket}</b> (
        {pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black'}).
      </p>
    </div>
  );
}

function PlinkoView({ o }: { o: O }) {
  const path = list(o.path).map(num);
  return (
    <div className="flex flex-col gap-3">
      <Figures
        items={[
          { label: 'Bucket', value: String(o.bucket) },
          {
            label: 'Multiplier',
            value: `${num(o.multiplier)}×`,
            tone: num(o.multiplier) >= 1 ? 'win' : 'loss',
          },
          ...(o.rows ? [{ label: 'Rows · risk', value: `${o.rows} · ${o.risk}` }] : []),
        ]}
      />
      <ol className="flex flex-wrap gap-1" aria-label="Path, row by row">
        {path.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the path is positional
          <li key={i} className="tabular rounded bg-surface-2 px-2 py-1 text-xs font-semibold">
            {i + 1}: {step ? 'R' : 'L'}
          </li>
        ))}
      </ol>
    </div>
  );
}

function KenoView({ o }: { o: O }) {
  const drawn = new Set(list(o.drawn).map(num));
  const picked = new Set(list(o.squares).map(num));
  return (
    <div className="flex flex-col gap-3">
      <div
        className="grid max-w-md grid-cols-8 gap-1.5"
        role="img"
        aria-label={`Keno board: drawn ${[...drawn].join(', ')}`}
      >
        {Array.from({ length: 40 }, (_, i) => i + 1).map((n) => {
          const hit = drawn.has(n) && picked.has(n);
          return (
            <span
              key={n}
              className={clsx(
                'tabular grid aspect-square place-items-center rounded-md text-xs font-bold',
                hit && 'bg-win text-surface-0',
                !hit && drawn.has(n) && 'bg-gc/80 text-surface-0',
                !hit && !drawn.has(n) && picked.has(n) && 'border border-accent text-accent',
                !drawn.has(n) && !picked.has(n) && 'bg-surface-2 text-text-muted',
              )}
            >
              {n}
            </span>
          );
        })}
      </div>
      <p className="text-sm text-text-muted">
        Drawn in order: <span className="tabular text-text">{list(o.drawn).join(', ')}</span>
        {picked.size > 0 && (
          <>
            {' '}
            · hits {list(o.hits).length} of {picked.size}
            {o.multiplier !== undefined && ` · ${num(o.multiplier)}×`}
          </>
        )}
      </p>
    </div>
  );
}

function MinesView({ o }: { o: O }) {
  const mines = new Set(list(o.mine_positions).map(num));
  const revealed = new Set(list(o.revealed).map(num));
  const hit = o.hit === null || o.hit === undefined ? null : num(o.hit);
  return (
    <div className="flex flex-col gap-3">
      <div
        className="grid w-full max-w-xs grid-cols-5 gap-1.5"
        role="img"
        aria-label={`Mines board: mines on tiles ${[...mines].join(', ')}`}
      >
        {Array.from({ length: 25 }, (_, tile) => {
          const mine = mines.has(tile);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positional
              key={tile}
              className={clsx(
                'grid aspect-square place-items-center rounded-md',
                tile === hit
                  ? 'bg-loss/80'
                  : revealed.has(tile)
                    ? 'bg-win/25 ring-1 ring-win'
                    : 'bg-surface-2',
                !revealed.has(tile) && tile !== hit && 'opacity-70',
              )}
            >
              {mine ? <Bomb size={16} className="text-loss" /> : <Gem size={16} className="text-win" />}
            </span>
          );
        })}
      </div>
      <p className="text-sm text-text-muted">
        {String(o.mines)} mines · {revealed.size} gems found
        {o.multiplier !== undefined &&
          revealed.size > 0 &&
          hit === null &&
          ` · ${num(o.multiplier).toFixed(2)}×`}
      </p>
    </div>
  );
}

const TOWER_SIZES: Record<string, number> = { easy: 4, medium: 3, hard: 2, expert: 3, master: 4 };
function TowerView({ o }: { o: O }) {
  const levels = list(o.levels).map((l) => list(l).map(num));
  const picks = list(o.picks).map(num);
  const size = TOWER_SIZES[String(o.difficulty)] ?? 4;
  return (
    <div className="flex flex-col gap-2">
      <div
        className="flex max-w-xs flex-col-reverse gap-1.5"
        role="img"
        aria-label="Tower: safe and trapped tiles, bottom level first"
      >
        {levels.map((safe, level) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: levels are positional
          <div key={level} className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
            {Array.from({ length: size }, (_, tile) => {
              const isSafe = safe.includes(tile);
              const picked = picks[level] === tile;
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positional
                  key={tile}
                  className={clsx(
                    'grid h-7 place-items-center rounded',
                    isSafe ? 'bg-win/20' : 'bg-loss/20',
                    picked && (isSafe ? 'ring-2 ring-win' : 'ring-2 ring-loss'),
                  )}
                >
                  {isSafe ? (
                    <Gem size={12} className="text-win" />
                  ) : (
                    <Skull size={12} className="text-loss" />
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-sm text-text-muted">
        <span className="capitalize">{String(o.difficulty)}</span>
        {'picks' in o && picks.length > 0 && ` · climbed ${o.lost ? picks.length - 1 : picks.length} of 9`}
      </p>
    </div>
  );
}

function CloverView({ o }: { o: O }) {
  const lanes = list(o.lanes).map(String);
  const crossed = num(o.crossed ?? 0);
  return (
    <div className="flex flex-col gap-2">
      <ol className="grid max-w-xl grid-cols-10 gap-1.5" aria-label="Lanes">
        {lanes.map((lane, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lanes are positional
            key={i}
            aria-label={`Lane ${i + 1}: ${lane}`}
            className={clsx(
              'grid aspect-square place-items-center rounded-md',
              lane === 'trap' ? 'bg-loss/20' : 'bg-win/15',
              i < crossed && 'ring-2 ring-win',
              o.lost === true && i === crossed && 'ring-2 ring-loss',
            )}
          >
            {lane === 'trap' ? (
              <Skull size={14} className="text-loss" />
            ) : (
              <Clover size={14} className="text-win" />
            )}
          </li>
        ))}
      </ol>
      <p className="text-sm text-text-muted">
        <span className="capitalize">{String(o.difficulty)}</span>
        {(crossed > 0 || o.lost === true) && ` · crossed ${crossed} of ${lanes.length || 20}`}
      </p>
    </div>
  );
}

export function PlayingCard({ code, small = false }: { code: string; small?: boolean }) {
  const red = code.endsWith('D') || code.endsWith('H');
  return (
    <span
      className={clsx(
        'grid shrink-0 place-items-center rounded-md border border-black/10 bg-text font-extrabold shadow',
        small ? 'h-12 w-9 text-sm' : 'h-16 w-12 text-lg',
        red ? 'text-[#d4283b]' : 'text-surface-0',
      )}
      role="img"
      aria-label={cardLabel(code)}
    >
      {cardLabel(code)}
    </span>
  );
}

function Hand({ title, cards, note }: { title: string; cards: string[]; note?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold text-text-muted">
        {title}
        {note && <span className="tabular ml-2 text-text">{note}</span>}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same card can be drawn twice (infinite deck)
          <PlayingCard key={i} code={c} />
        ))}
      </div>
    </div>
  );
}

function BlackjackView({ o }: { o: O }) {
  if (Array.isArray(o.deck))
    return (
      <div className="flex flex-col gap-2">
        <p className="text-xs text-text-muted">
          Cards in draw order: 1–2 to you, 3–4 to the dealer, then every further card as the game asks.
        </p>
        <div className="flex flex-wrap gap-1.5">
          {list(o.deck)
            .slice(0, 12)
            .map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: draw order
              <PlayingCard key={i} code={String(c)} small />
            ))}
        </div>
      </div>
    );
  const hands = list(o.hands) as { cards: string[]; stake: number }[];
  const returns = list(o.returns).map(num);
  const dealer = list(o.dealer).map(String);
  return (
    <div className="flex flex-col gap-4">
      <Hand title="Dealer" cards={dealer} note={String(handValue(dealer).total)} />
      {hands.map((hand, i) => (
        <Hand
          // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
          key={i}
          title={hands.length > 1 ? `Hand ${i + 1}` : 'You'}
          cards={hand.cards}
          note={`${handValue(hand.cards).total}${hand.stake > 1 ? ' · doubled' : ''}${returns[i] !== undefined ? ` · returned ${returns[i]}×` : ''}`}
        />
      ))}
    </div>
  );
}

function BaccaratView({ o }: { o: O }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-8">
        <Hand title="Player" cards={list(o.player).map(String)} note={String(o.playerTotal)} />
        <Hand title="Banker" cards={list(o.banker).map(String)} note={String(o.bankerTotal)} />
      </div>
      <p className="font-semibold capitalize">{o.winner === 'tie' ? 'Tie' : `${String(o.winner)} wins`}</p>
    </div>
  );
}

function WarView({ o }: { o: O }) {
  const rounds = list(o.rounds) as { player: string; dealer: string }[];
  return (
    <div className="flex flex-col gap-3">
      {rounds.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positional
        <div key={i} className="flex items-center gap-3">
          <span className="w-16 text-xs text-text-muted">{i === 0 ? 'Deal' : `War ${i}`}</span>
          <PlayingCard code={r.player} small />
          <span className="text-xs text-text-muted">vs</span>
          <PlayingCard code={r.dealer} small />
        </div>
      ))}
      <p className="font-semibold">{o.winner === 'player' ? 'Player wins' : 'Dealer wins'}</p>
    </div>
  );
}

const SYMBOL_TINT: Record<string, string> = {
  cherry: 'text-loss',
  lemon: 'text-gc',
  orange: 'text-orange-300',
  plum: 'text-violet-300',
  bell: 'text-amber-200',
  bar: 'text-text',
  seven: 'text-rose-400',
  clover: 'text-win',
};
function SlotsView({ o }: { o: O }) {
  const reels = list(o.reels).map((r) => list(r).map(String));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid max-w-sm grid-cols-3 gap-1.5 rounded-lg bg-surface-0 p-2">
        {[0, 1, 2].map((row) =>
          reels.map((reel, r) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: reel windows are positional
              key={`${row}-${r}`}
              className={clsx(
                'grid h-10 place-items-center rounded text-xs font-bold tracking-wide uppercase',
                row === 1 ? 'bg-surface-2 ring-1 ring-gc/60' : 'opacity-50',
                SYMBOL_TINT[reel[row] ?? ''],
              )}
            >
              {reel[row]}
            </span>
          )),
        )}
      </div>
      <p className="text-sm text-text-muted">
        Line {list(o.line).join(' · ')} · {num(o.multiplier)}×
        {list(o.line).every((s) => s === list(o.line)[0]) &&
          ` (three ${String(list(o.line)[0])}s pay ${SLOT_THREE_OF_A_KIND[String(list(o.line)[0]) as 'bar'] ?? ''}×)`}
      </p>
    </div>
  );
}

interface Side {
  total: number;
  first: number;
  second: number;
}
function DuelView({ o }: { o: O }) {
  const host = o.host as Side | undefined;
  const guest = o.guest as Side | undefined;
  if (!host || !guest) return <ValueList values={o} />;
  const tone = (side: 'host' | 'guest') =>
    o.winner === 'draw' ? 'draw' : o.winner === side ? 'win' : ('loss' as const);
  return (
    <div className="flex flex-wrap items-center gap-6">
      {(['host', 'guest'] as const).map((side) => {
        const s = side === 'host' ? host : guest;
        return (
          <div key={side} className="flex flex-col items-center gap-2">
            <p className="text-xs font-semibold text-text-muted capitalize">
              {side}
              {o.side === side && ' (you)'}
            </p>
            <div className="flex gap-2">
              <Die face={s.first} size={44} tone={tone(side)} />
              <Die face={s.second} size={44} tone={tone(side)} />
            </div>
            <p className="tabular text-xl font-extrabold">{s.total}</p>
          </div>
        );
      })}
      <p className="font-semibold">
        {o.winner === 'draw'
          ? 'Draw: each play returned'
          : `${o.winner === 'host' ? 'Host' : 'Guest'} takes the pot`}
      </p>
    </div>
  );
}

const LABELS: Record<string, string> = { duel_id: 'Duel', round_id: 'Round' };
function readable(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.map(readable).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as O)
      .map(([k, x]) => `${k}: ${readable(x)}`)
      .join(' · ');
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** Any outcome as label and value rows, for games without a picture of their own. */
export function ValueList({ values }: { values: O }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {Object.entries(values).map(([key, v]) => (
        <div key={key} className="contents">
          <dt className="text-text-muted capitalize">{LABELS[key] ?? key.replaceAll('_', ' ')}</dt>
          <dd className="tabular break-all">{readable(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
