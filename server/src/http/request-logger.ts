import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type Write = (...args: unknown[]) => void;

/**
 * Fastify gives every request a child logger bound to its id. With redaction configured (log-redaction.ts),
 * pino runs each child's binding through the redactor, which once cost a sixth of what a play allocates
 * (npm run bench:dice), though a request the app answers normally logs nothing at the production level.
 * So the child is made on the request's first line that its level lets through; a route with a log level of
 * its own gets its child at once.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => (options.level === undefined ? new RequestLogger(logger, bindings) : logger.child(bindings, options));

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    const current = (this.made ?? this.parent) as Partial<{ isLevelEnabled(level: Level): boolean }>;
    if (current.isLevelEnabled?.(level) === false) return;
    const logger = this.logger();
    (logger[level] as Write).apply(logger, args);
  }

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }
}
