import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, plinko } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import {
  ballAt,
  boardFor,
  bucketColour,
  bucketLabel,
  bucketX,
  contactsOf,
  lastContact,
  pegsOf,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from './board';

describe('plinko board', () => {
  it('has r + 3 pegs on row r and fits the view for every row count', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      const board = boardFor(rows);
      const pegs = pegsOf(board);
      expect(pegs).toHaveLength((rows * (rows + 5)) / 2);
      for (const p of pegs) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(VIEW_WIDTH);
      }
      expect(board.bucketY + board.bucketHeight).toBeLessThanOrEqual(VIEW_HEIGHT);
      expect(bucketX(board, 0)).toBeGreaterThan(0);
      expect(bucketX(board, rows)).toBeLessThan(VIEW_WIDTH);
    }
  });

  it("lands the ball in the server's bucket: the count of rights in the path", () => {
    const rows = 12;
    const board = boardFor(rows);
    const floats = Array.from({ length: rows }, (_, i) => ((i * 7919) % 100) / 100);
    const drop = plinko(floats, rows, 'medium');
    const contacts = contactsOf(board, drop.path);
    expect(contacts).toHaveLength(rows + 1);
    expect(ballAt(board, contacts, 1).x).toBeCloseTo(bucketX(board, drop.bucket));
    expect(ballAt(board, contacts, 1).y).toBeCloseTo(board.bucketY + board.bucketHeight / 2);
  });

  it('touches a peg on every row', () => {
    const board = boardFor(8);
    const pegs = pegsOf(board);
    const contacts = contactsOf(board, [1, 0, 0, 1, 1, 1, 0, 1]);
    contacts.slice(0, 8).forEach((c, row) => {
      const onRow = pegs.filter((p) => Math.abs(p.y - (c.y + board.pegRadius + board.ballRadius)) < 1e-6);
      expect(onRow).toHaveLength(row + 3);
      expect(onRow.some((p) => Math.abs(p.x - c.x) < 1e-6)).toBe(true);
    });
  });

  it('moves continuously from the top into the bucket', () => {
    const board = boardFor(10);
    const contacts = contactsOf(board, [0, 0, 1, 1, 0, 1, 0, 1, 1, 1]);
    let previous = ballAt(board, contacts, 0);
    for (let i = 1; i <= 1000; i++) {
      const p = ballAt(board, contacts, i / 1000);
      expect(Math.hypot(p.x - previous.x, p.y - previous.y)).toBeLessThan(board.spacing / 2);
      previous = p;
    }
    expect(lastContact(contacts, 0)).toBeNull();
    expect(lastContact(contacts, 0.5)?.row).toBe(4);
  });

  it('colours the centre gold and the edges red, symmetrically', () => {
    expect(bucketColour(8, 16)).toBe('hsl(48 92% 58%)');
    expect(bucketColour(0, 16)).toBe(bucketColour(16, 16));
    expect(bucketColour(0, 16)).toBe('hsl(356 92% 54%)');
  });

  it('labels buckets without trailing zeros', () => {
    expect(bucketLabel(0.5, 8)).toBe('0.5×');
    expect(bucketLabel(1.25, 8)).toBe('1.25×');
    expect(bucketLabel(26, 12)).toBe('26×');
    expect(bucketLabel(420.5, 8)).toBe('420×');
    expect(bucketLabel(36.4, 16)).toBe('36.4');
  });
});
