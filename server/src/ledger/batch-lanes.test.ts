import { describe, expect, it } from 'vitest';
import { BatchLanes, type BatchStatement } from './batch-lanes';

interface Item {
  player: bigint;
  value: number;
}

/** A statement that records each batch it ran and holds it until `release` (the database's time). */
function heldStatement(options: Partial<BatchStatement<Item, number>> = {}) {
  const batches: number[][] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const statement: BatchStatement<Item, number> = {
    name: 'test_statement',
    maxBatch: 3,
    onePerPlayer: true,
    playerOf: (item) => item.player,
    run: async (items) => {
      batches.push(items.map((i) => i.value));
      await gate;
      return items.map((i) => i.value * 10);
    },
    ...options,
  };
  return {
    statement,
    batches,
    release: () => {
      release();
      gate = Promise.resolve();
    },
  };
}

const item = (player: number, value: number): Item => ({ player: BigInt(player), value });

describe('BatchLanes', () => {
  it('sends what arrives while a batch runs together as the next, each caller getting its own row', async () => {
    const held = heldStatement();
    const lanes = new BatchLanes(held.statement, 1);
    const first = lanes.post(item(1, 1));
    const later = [lanes.post(item(2, 2)), lanes.post(item(3, 3))];
    held.release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
    expect(held.batches).toEqual([[1], [2, 3]]);
  });

  it('keeps a batch to maxBatch items and, when asked, to one item a player, in arrival order', async () => {
    const held = heldStatement();
    const lanes = new BatchLanes(held.statement, 1);
    const posts = [item(9, 0), item(1, 1), item(1, 2), item(2, 3), item(3, 4), item(4, 5)].map((i) =>
      lanes.post(i),
    );
    held.release();
    await Promise.all(posts);
    expect(held.batches).toEqual([[0], [1, 3, 4], [2, 5]]);
  });

  it('lets a player have several items in a batch when the statement applies them in turn', async () => {
    const held = heldStatement({ onePerPlayer: false });
    const lanes = new BatchLanes(held.statement, 1);
    const posts = [item(9, 0), item(1, 1), item(1, 2)].map((i) => lanes.post(i));
    held.release();
    await Promise.all(posts);
    expect(held.batches).toEqual([[0], [1, 2]]);
  });

  it('runs each item of a failed batch alone, so only the one that fails for its own reason fails', async () => {
    const batches: number[][] = [];
    const { statement } = heldStatement({
      run: async (items) => {
        batches.push(items.map((i) => i.value));
        if (items.some((i) => i.value === 2)) throw new Error('cannot take 2');
        return items.map((i) => i.value);
      },
    });
    const lanes = new BatchLanes(statement, 1);
    const posts = [1, 2, 3].map((v) => lanes.post(item(v, v)).catch((e: Error) => e.message));
    expect(await Promise.all(posts)).toEqual([1, 'cannot take 2', 3]);
    expect(batches).toEqual([[1], [2, 3], [2], [3]]);
  });

  it('puts a player in the lane of their house shard, so lanes never share a player', async () => {
    const held = heldStatement();
    const lanes = new BatchLanes(held.statement, 2);
    // Players 1 and 3 share lane 1: 3 waits behind 1's batch; player 2's lane runs at once.
    const posts = [item(1, 1), item(3, 3), item(2, 2)].map((i) => lanes.post(i));
    expect(held.batches).toEqual([[1], [2]]);
    held.release();
    await Promise.all(posts);
    expect(held.batches).toEqual([[1], [2], [3]]);
  });

  it('refuses a lane count that does not divide the house shards', () => {
    expect(() => new BatchLanes(heldStatement().statement, 3)).toThrow(
      'test_statement lanes (3) must divide 64',
    );
  });

  it('settles once no batch is in the database', async () => {
    const held = heldStatement();
    const lanes = new BatchLanes(held.statement, 1);
    const post = lanes.post(item(1, 1));
    let settled = false;
    const done = lanes.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    held.release();
    await Promise.all([post, done]);
    expect(settled).toBe(true);
  });
});
