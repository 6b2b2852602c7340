import { HOUSE_SHARDS } from './house-shards';

/** One kind of batch statement (instant plays, providers' wallet calls), as its lanes run it. */
export interface BatchStatement<Item, Row> {
  /** Names the statement in errors. */
  name: string;
  /** More items than this wait for the next batch: bounds one statement's size and its locks. */
  maxBatch: number;
  /** At most one item a player in a batch, when the statement moves a player's accounts once in it. */
  onePerPlayer: boolean;
  /** The player whose house shard picks the item's lane. */
  playerOf(item: Item): bigint;
  /** Runs the statement on a batch: one row an item, in the items' order. */
  run(items: Item[]): Promise<Row[]>;
}

interface Waiting<Item, Row> {
  item: Item;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs a statement in batches: while a lane's batch is in the database, the items that arrive wait and go
 * together as the next one, so a quiet server settles each item at once and a busy one pays a
 * transaction's fixed cost (its round trip, its commit) once for many. Players are split into lanes by
 * house shard, so two batches of this instance never want the same player's rows or house account and run
 * side by side without waiting on each other.
 */
export class BatchLanes<Item, Row> {
  private readonly lanes: Lane<Item, Row>[];

  constructor(
    private readonly statement: BatchStatement<Item, Row>,
    lanes: number,
  ) {
    if (HOUSE_SHARDS % lanes !== 0)
      throw new Error(`${statement.name} lanes (${lanes}) must divide ${HOUSE_SHARDS}`);
    this.lanes = Array.from({ length: lanes }, () => new Lane(statement));
  }

  post(item: Item): Promise<Row> {
    // A player's house shard is userId mod HOUSE_SHARDS; lanes divide the shards, so each lane owns its shards.
    const lane = this.lanes[Number(this.statement.playerOf(item) % BigInt(this.lanes.length))];
    return (lane as Lane<Item, Row>).post(item);
  }

  /**
   * Resolves once no batch is in the database (a shutdown's step, after new items stopped coming): an
   * item whose caller hung up still commits before the database closes.
   */
  async settled(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.settled()));
  }
}

class Lane<Item, Row> {
  private waiting: Waiting<Item, Row>[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly statement: BatchStatement<Item, Row>) {}

  post(item: Item): Promise<Row> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.running ??= this.next();
    });
  }

  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async next(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.take();
      try {
        const rows = await this.statement.run(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(rows[i] as Row);
      } catch (error) {
        // The statement failed as a whole (a value of one item it could not take, a deadlock, a lock wait
        // past its bound, a lost connection, perhaps after its commit): each item runs again alone and
        // fails only for its own reason; one that did commit is found by its key and answers as before.
        if (batch.length === 1) (batch[0] as Waiting<Item, Row>).reject(error);
        else
          await Promise.all(
            batch.map((w) => this.statement.run([w.item]).then(([row]) => w.resolve(row as Row), w.reject)),
          );
      }
    }
    this.running = null;
  }

  /** The next batch: at most maxBatch items, and one a player where the statement asks for that. */
  private take(): Waiting<Item, Row>[] {
    const { maxBatch, onePerPlayer, playerOf } = this.statement;
    if (!onePerPlayer) return this.waiting.splice(0, maxBatch);
    const batch: Waiting<Item, Row>[] = [];
    const players = new Set<bigint>();
    const later: Waiting<Item, Row>[] = [];
    for (const waiting of this.waiting) {
      const player = playerOf(waiting.item);
      if (batch.length < maxBatch && !players.has(player)) {
        batch.push(waiting);
        players.add(player);
      } else later.push(waiting);
    }
    this.waiting = later;
    return batch;
  }
}
