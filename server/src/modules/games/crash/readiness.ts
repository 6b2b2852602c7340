/**
 * Whether crash has taken its part on this instance, for a readiness probe: the instance stands by
 * behind another leader, or it leads with its hash chain walked (rounds open from then on), or it runs
 * no rounds at all (CRASH_ENABLED=false). A leader's chain takes a second or two to walk at start
 * (a million SHA-256 links); the server answers requests meanwhile, but no round opens before it.
 * Once reached it stays reached: a standby that takes over later walks the chain while serving.
 */
export class CrashReadiness {
  /** Settles once crash is ready; never rejects. */
  readonly ready: Promise<void>;
  private reached = false;
  private settle: () => void = () => {};

  constructor() {
    this.ready = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  get isReady(): boolean {
    return this.reached;
  }

  markReady(): void {
    if (this.reached) return;
    this.reached = true;
    this.settle();
  }
}
