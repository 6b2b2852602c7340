/** How many recent samples the clock keeps: enough to ride out jitter, few enough to follow a change. */
const WINDOW = 30;

/**
 * The server's clock as the browser sees it. Every tick says "at server time S the round had run E ms";
 * its arrival time minus S is the clock skew plus the network delay, so the smallest recent sample is
 * the best estimate of the skew alone. The graph and the countdown read `now()` instead of Date.now(),
 * so a browser clock that is off does not move the curve or the betting countdown.
 */
export class ServerClock {
  private samples: number[] = [];

  constructor(private readonly localNow: () => number = Date.now) {}

  /** A moment the server vouched for (ms since epoch), heard at local time `heardAt`. */
  sample(serverMs: number, heardAt: number = this.localNow()): void {
    this.samples.push(heardAt - serverMs);
    if (this.samples.length > WINDOW) this.samples.shift();
  }

  /** Local minus server time, in ms (0 until the first sample). */
  get offset(): number {
    return this.samples.length === 0 ? 0 : Math.min(...this.samples);
  }

  now(): number {
    return this.localNow() - this.offset;
  }
}
