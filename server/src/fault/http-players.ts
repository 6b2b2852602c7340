import { newPlayerForm } from '../test/app';

/** How a request ended: its HTTP status, or 'network' when the server could not be reached or hung up. */
export type Answer = number | 'network';

export interface Reply {
  status: Answer;
  body: Record<string, unknown> | null;
  headers: Headers | null;
}

/**
 * What a fault test saw over HTTP: every answer's status, and the ids of the plays the server
 * acknowledged with 200 (each must exist afterwards, whatever happened to the server).
 */
export class LoadRecord {
  readonly statuses = new Map<Answer, number>();
  readonly acknowledgedBets = new Set<string>();

  note(reply: Reply): void {
    this.statuses.set(reply.status, (this.statuses.get(reply.status) ?? 0) + 1);
    const bet = reply.body?.bet as { id?: unknown } | undefined;
    if (reply.status === 200 && typeof bet?.id === 'string') this.acknowledgedBets.add(bet.id);
  }

  count(status: Answer): number {
    return this.statuses.get(status) ?? 0;
  }
}

/** A player of the real server over HTTP; every answer is noted in `record`. */
export class HttpPlayer {
  private constructor(
    private readonly baseUrl: () => string,
    readonly token: string,
    private readonly record: LoadRecord,
  ) {}

  /** Registers a player (captcha off) and sets a client seed on the games the load plays. */
  static async register(baseUrl: () => string, record: LoadRecord): Promise<HttpPlayer> {
    const reply = await request(baseUrl(), 'POST', '/api/auth/register', null, { form: newPlayerForm() });
    const token = reply.body?.access_token;
    if (reply.status !== 201 || typeof token !== 'string')
      throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    const player = new HttpPlayer(baseUrl, token, record);
    for (const game of ['dicing', 'limbo', 'mines'])
      await player.call('POST', `/api/${game}/seeds`, { action: 'update_client', client_seed: 'fault' });
    return player;
  }

  /** The same player, noting its answers in `record`. */
  recording(record: LoadRecord): HttpPlayer {
    return new HttpPlayer(this.baseUrl, this.token, record);
  }

  async call(method: string, path: string, payload?: unknown): Promise<Reply> {
    const reply = await request(this.baseUrl(), method, path, this.token, payload);
    this.record.note(reply);
    return reply;
  }

  dice = () => this.call('POST', '/api/dicing', { wager: '1.00', over: true, multiplier: 2 });
  limbo = () => this.call('POST', '/api/limbo', { wager: '1.00', target: 2 });

  /** A mines game: start, reveal a tile or two, cash out if still alive. */
  async mines(): Promise<void> {
    const started = await this.call('POST', '/api/mines', { action: 'start', wager: '1.00', mines: 3 });
    // A game left open by an earlier outage is simply played on.
    if (started.status !== 200 && started.status !== 409) return;
    for (const tile of [Math.floor(Math.random() * 25), Math.floor(Math.random() * 25)]) {
      const revealed = await this.call('POST', '/api/mines', { action: 'reveal', tile });
      if (revealed.status !== 200) break;
    }
    await this.call('POST', '/api/mines', { action: 'cashout' });
  }

  /** A crash play with an automatic cash-out, and a manual cash-out a little later. */
  async crash(): Promise<void> {
    await this.call('POST', '/api/crash', { action: 'bet', wager: '1.00', auto_cashout: 1.5 });
    await this.call('POST', '/api/crash', { action: 'cashout' });
  }

  /** A duel this player hosts and `guest` joins and finishes. */
  async duel(guest: HttpPlayer): Promise<void> {
    const created = await this.call('POST', '/api/duels', { wager: '1.00' });
    const id = created.body?.id;
    if (created.status !== 200 || typeof id !== 'string') return;
    const joined = await guest.call('POST', `/api/duels/${id}/join`, {});
    if (joined.status === 200) await guest.call('POST', `/api/duels/${id}/finish`);
  }
}

async function request(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<Reply> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, headers: response.headers };
  } catch {
    return { status: 'network', body: null, headers: null };
  }
}

/** Runs `play` for every player over and over until `until()` says stop; one request at a time each. */
export async function playUntil(
  players: HttpPlayer[],
  play: (player: HttpPlayer, index: number) => Promise<unknown>,
  until: () => boolean,
): Promise<void> {
  await Promise.all(
    players.map(async (player, index) => {
      while (!until()) {
        await play(player, index);
        // A server that is away answers at once: do not spin on it.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
}
