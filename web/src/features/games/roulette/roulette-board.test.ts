import { describe, expect, it } from 'vitest';
import {
  BOARD_TEXTS,
  type Board,
  boardReturn,
  chipCount,
  clearBoard,
  endPlay,
  newBoard,
  placeChip,
  removeChip,
  restoreLastPlay,
  roulettePayload,
  setBetsPerChip,
  startPlay,
  tapSlot,
  toggleRemoving,
  totalBets,
  undo,
  winningSlots,
} from './roulette-board';

/** Applies placements in order, failing the test if any is refused. */
function place(board: Board, slots: number[], balance = 1_000_000): Board {
  return slots.reduce((b, slot) => {
    const step = placeChip(b, slot, balance);
    expect(step.refused).toBeUndefined();
    return step.board;
  }, board);
}

describe('placing chips', () => {
  it('adds one chip per tap and totals chips × bets per chip', () => {
    const board = place(newBoard(100), [17, 17, 47]);
    expect(board.chips[17]).toBe(2);
    expect(board.chips[47]).toBe(1);
    expect(totalBets(board)).toBe(300);
  });

  it('adds a chip only if total bets plus bets per chip do not exceed the balance', () => {
    const board = place(newBoard(100), [1, 2]);
    expect(placeChip(board, 3, 300).refused).toBeUndefined();
    const refused = placeChip(board, 3, 299);
    expect(refused.refused).toBe(BOARD_TEXTS.overBalance);
    expect(refused.board).toBe(board);
  });
});

describe('removal mode', () => {
  it('toggles, and a tap then takes one chip off', () => {
    let board = place(newBoard(100), [5, 5]);
    board = toggleRemoving(board);
    expect(board.removing).toBe(true);
    board = tapSlot(board, 5, 1_000).board;
    expect(board.chips[5]).toBe(1);
    board = tapSlot(board, 6, 1_000).board;
    expect(chipCount(board.chips)).toBe(1);
    expect(toggleRemoving(board).removing).toBe(false);
  });
});

describe('bets per chip', () => {
  it('scales every bet when the new value fits the balance', () => {
    const board = place(newBoard(100), [0, 47, 47]);
    const scaled = setBetsPerChip(board, 250, 750);
    expect(scaled.refused).toBeUndefined();
    expect(totalBets(scaled.board)).toBe(750);
    expect(scaled.board.chips).toEqual(board.chips);
  });

  it('is refused if placed chips × the new value exceed the balance', () => {
    const board = place(newBoard(100), [0, 47, 47]);
    const refused = setBetsPerChip(board, 251, 750);
    expect(refused.refused).toBe(BOARD_TEXTS.bpcOverBalance);
    expect(refused.board.bpc).toBe(100);
  });

  it('changes freely with no chips placed', () => {
    expect(setBetsPerChip(newBoard(100), 5_000_00, 1).board.bpc).toBe(5_000_00);
  });
});

describe('clear and undo', () => {
  it('clears the board, and undo puts the chips back', () => {
    const board = place(newBoard(100), [1, 2, 3]);
    const cleared = clearBoard(board).board;
    expect(chipCount(cleared.chips)).toBe(0);
    expect(undo(cleared, 1_000).board.chips).toEqual(board.chips);
  });

  it('undoes placements one at a time, newest first', () => {
    let board = place(newBoard(100), [10, 20]);
    board = undo(board, 1_000).board;
    expect(board.chips[20]).toBe(0);
    expect(board.chips[10]).toBe(1);
    board = undo(board, 1_000).board;
    expect(chipCount(board.chips)).toBe(0);
    expect(undo(board, 1_000).board).toBe(board);
  });

  it('will not undo a clear into more than the balance', () => {
    const cleared = clearBoard(place(newBoard(100), [1, 2, 3])).board;
    expect(undo(cleared, 299).refused).toBe(BOARD_TEXTS.overBalance);
  });
});

describe('a play', () => {
  it('closes betting: no place, remove, clear, undo, restore or scaling until it ends', () => {
    const board = place(newBoard(100), [7]);
    const spinning = startPlay(board).board;
    expect(spinning.bettingEnabled).toBe(false);
    for (const step of [
      placeChip(spinning, 8, 1_000),
      removeChip(spinning, 7),
      clearBoard(spinning),
      undo(spinning, 1_000),
      restoreLastPlay(spinning, 1_000),
      setBetsPerChip(spinning, 200, 1_000),
      startPlay(spinning),
    ]) {
      expect(step.refused).toBe(BOARD_TEXTS.bettingClosed);
      expect(step.board).toBe(spinning);
    }
  });

  it('does not start with an empty board', () => {
    const board = newBoard(100);
    expect(startPlay(board).board.bettingEnabled).toBe(true);
  });

  it('reopens betting on completion with the chips in place and backs the play up', () => {
    const board = place(newBoard(100), [7, 7]);
    const done = endPlay(startPlay(board).board, true);
    expect(done.bettingEnabled).toBe(true);
    expect(done.chips).toEqual(board.chips);
    expect(done.backup).toEqual({ chips: board.chips, bpc: 100 });
  });

  it('reopens betting on an error without making it the last play', () => {
    const board = place(newBoard(100), [7]);
    const failed = endPlay(startPlay(board).board, false);
    expect(failed.bettingEnabled).toBe(true);
    expect(failed.backup).toBeNull();
  });
});

describe('restore last play', () => {
  const played = () => endPlay(startPlay(place(newBoard(100), [3, 3, 40])).board, true);

  it('puts the last play back, bets per chip included', () => {
    let board = clearBoard(played()).board;
    board = setBetsPerChip(board, 500, 1_000).board;
    const restored = restoreLastPlay(board, 1_000);
    expect(restored.refused).toBeUndefined();
    expect(restored.board.chips[3]).toBe(2);
    expect(restored.board.bpc).toBe(100);
  });

  it("is refused in the spec's words when the last play exceeds the balance", () => {
    const board = clearBoard(played()).board;
    const refused = restoreLastPlay(board, 299);
    expect(refused.refused).toBe('Your last play exceeds your current balance. Failed to restore last play');
    expect(chipCount(refused.board.chips)).toBe(0);
  });
});

describe('the play sent and what it returns', () => {
  it('sends every slot bet_0..bet_50 and bpc as a decimal string', () => {
    const payload = roulettePayload(place(newBoard(25), [0, 50, 50]));
    expect(Object.keys(payload.bets)).toHaveLength(51);
    expect(payload.bets.bet_0).toBe(1);
    expect(payload.bets.bet_50).toBe(2);
    expect(payload.bets.bet_17).toBe(0);
    expect(payload.bpc).toBe('0.25');
  });

  it('knows which slots a pocket wins', () => {
    // 17: straight, dozen 2, column 2 (n % 3 = 2), 1–18, odd, black.
    expect(winningSlots(17)).toEqual([17, 40, 43, 45, 48, 49]);
    expect(winningSlots(0)).toEqual([0, 37, 38]);
    expect(winningSlots(2)).toContain(37);
    expect(winningSlots(2)).toContain(38);
  });

  it('returns 36 per chip straight up and 2 per chip on red', () => {
    const board = place(newBoard(100), [32, 47]);
    expect(boardReturn(board, 32)).toBe(3_800);
    expect(boardReturn(board, 0)).toBe(0);
  });
});
