import type { BrowserContext } from 'playwright-core';

/** How many of a context's last API answers and page errors a failed test prints. */
const KEPT = 30;

const kept = new WeakMap<BrowserContext, string[]>();

function keep(context: BrowserContext, line: string): void {
  const lines = kept.get(context);
  if (!lines) return;
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (lines.length > KEPT) lines.shift();
}

/**
 * Remembers a context's last API answers (method, path, status), failed requests and console errors, for
 * the failure report (support/suite.ts): a test that failed once in CI, with only a screenshot of where it
 * stood, could not tell a refused call from one never sent.
 */
export function recordTraffic(context: BrowserContext): void {
  kept.set(context, []);
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    keep(context, `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
  });
  context.on('requestfailed', (request) => {
    keep(
      context,
      `${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error') keep(context, `console error: ${message.text().slice(0, 300)}`);
  });
  context.on('weberror', (error) => keep(context, `page error: ${error.error().message.slice(0, 300)}`));
}

/** What `recordTraffic` kept for this context, oldest first (empty if it recorded nothing). */
export const trafficOf = (context: BrowserContext): readonly string[] => kept.get(context) ?? [];
