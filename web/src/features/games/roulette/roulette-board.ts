import { ROULETTE_BETS, ROULETTE_SLOTS, rouletteReturnChips } from '@casino/fairness';

/**
 * The roulette betting board and its rules (spec §4 and §5), pure so every rule is tested:
 * - betting is enabled until a play is executed, and enabled again on its error or completion;
 * - chips are placed, removed (one per tap in removal mode), cleared, undone, scaled by changing the
 *   bets-per-chip value, backed up when played and restored with "restore last play";
 * - a chip is added only if total bets plus bets per chip do not exceed the balance; a new bets-per-
 *   chip value is refused if placed chips × that value exceed the balance; a restore is refused when
 *   the last play exceeds the balance; undo, clear and remove work only while betting is enabled.
 * Amounts are integer cents (minor units), so every comparison is exact.
 */
export interface Board {
  /** Chips on each of the 51 slots, as the server numbers them (bet_0..bet_50). */
  chips: number[];
  /** Bets per chip: the value of one chip, in cents. */
  bpc: number;
  bettingEnabled: boolean;
  /** While on, tapping a slot takes a chip off it instead of adding one. */
  removing: boolean;
  /** Earlier chip layouts, newest last, for undo. */
  history: number[][];
  /** The last play executed, for "restore last play". */
  backup: { chips: number[]; bpc: number } | null;
}

export const BOARD_TEXTS = {
  overBalance: 'Your chips cannot total more than your balance.',
  bpcOverBalance: 'Your placed chips at that value would total more than your balance.',
  restoreOverBalance: 'Your last play exceeds your current balance. Failed to restore last play',
  bettingClosed: 'Wait for the ball to settle.',
} as const;

/** What a board operation gives: the next board, or the same board and why it was refused. */
export interface Step {
  board: Board;
  refused?: string;
}

const HISTORY_LIMIT = 200;
const empty = () => Array.from({ length: ROULETTE_SLOTS }, () => 0);

export function newBoard(bpc: number): Board {
  return { chips: empty(), bpc, bettingEnabled: true, removing: false, history: [], backup: null };
}

export const chipCount = (chips: readonly number[]) => chips.reduce((sum, c) => sum + c, 0);
/** Total bets on the board, in cents. */
export const totalBets = (board: Pick<Board, 'chips' | 'bpc'>) => chipCount(board.chips) * board.bpc;

const refuse = (board: Board, refused: string): Step => ({ board, refused });
const withChips = (board: Board, chips: number[]): Board => ({
  ...board,
  chips,
  history: [...board.history, board.chips].slice(-HISTORY_LIMIT),
});

export function placeChip(board: Board, slot: number, balance: number): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (slot < 0 || slot >= ROULETTE_SLOTS) return { board };
  if (totalBets(board) + board.bpc > balance) return refuse(board, BOARD_TEXTS.overBalance);
  const chips = [...board.chips];
  chips[slot] = (chips[slot] ?? 0) + 1;
  return { board: withChips(board, chips) };
}

export function removeChip(board: Board, slot: number): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (!board.chips[slot]) return { board };
  const chips = [...board.chips];
  chips[slot] = (chips[slot] ?? 0) - 1;
  return { board: withChips(board, chips) };
}

/** A tap on a slot: adds a chip, or in removal mode takes one off. */
export const tapSlot = (board: Board, slot: number, balance: number): Step =>
  board.removing ? removeChip(board, slot) : placeChip(board, slot, balance);

export const toggleRemoving = (board: Board): Board => ({ ...board, removing: !board.removing });

/** Scales every bet: the chips stay, each is worth the new value. */
export function setBetsPerChip(board: Board, bpc: number, balance: number): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (!Number.isInteger(bpc) || bpc <= 0) return { board };
  if (chipCount(board.chips) * bpc > balance) return refuse(board, BOARD_TEXTS.bpcOverBalance);
  return { board: { ...board, bpc } };
}

export function clearBoard(board: Board): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (chipCount(board.chips) === 0) return { board };
  return { board: withChips(board, empty()) };
}

export function undo(board: Board, balance: number): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  const previous = board.history.at(-1);
  if (!previous) return { board };
  // An undone clear puts chips back: they must still fit the balance, like chips placed anew.
  if (chipCount(previous) * board.bpc > balance && chipCount(previous) > chipCount(board.chips))
    return refuse(board, BOARD_TEXTS.overBalance);
  return { board: { ...board, chips: previous, history: board.history.slice(0, -1) } };
}

/** Executing a play: betting closes and the board is backed up as the last play. */
export function startPlay(board: Board): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (chipCount(board.chips) === 0) return { board };
  return { board: { ...board, bettingEnabled: false } };
}

/**
 * The play has ended: betting reopens with the chips still on the table (spin again as they lie).
 * Only a completed play becomes the last play; one the server refused leaves the backup as it was.
 */
export function endPlay(board: Board, completed: boolean): Board {
  return {
    ...board,
    bettingEnabled: true,
    backup: completed ? { chips: board.chips, bpc: board.bpc } : board.backup,
  };
}

export function restoreLastPlay(board: Board, balance: number): Step {
  if (!board.bettingEnabled) return refuse(board, BOARD_TEXTS.bettingClosed);
  if (!board.backup) return { board };
  if (totalBets(board.backup) > balance) return refuse(board, BOARD_TEXTS.restoreOverBalance);
  return { board: { ...withChips(board, board.backup.chips), bpc: board.backup.bpc } };
}

/** POST /api/roulette: chips on every slot bet_0..bet_50 and the bets-per-chip value as a decimal string. */
export function roulettePayload(board: Pick<Board, 'chips' | 'bpc'>): {
  bets: Record<string, number>;
  bpc: string;
} {
  return {
    bets: Object.fromEntries(board.chips.map((count, slot) => [`bet_${slot}`, count])),
    bpc: (board.bpc / 100).toFixed(2),
  };
}

/** The slots a pocket wins (the number itself and every group that covers it). */
export function winningSlots(pocket: number): number[] {
  return ROULETTE_BETS.flatMap((covers, slot) => (covers.includes(pocket) ? [slot] : []));
}

/** What the board returns when the ball lands in `pocket`, in cents (stake included). */
export const boardReturn = (board: Pick<Board, 'chips' | 'bpc'>, pocket: number) =>
  rouletteReturnChips(board.chips, pocket) * board.bpc;
