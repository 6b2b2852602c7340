import type { Locator } from 'playwright-core';

/**
 * What a part of a page does while nobody touches it, over `ms`: how many changes its DOM takes, and the
 * animations that would run for ever. A page at rest should cost its player's battery nothing.
 */
export function workWhileIdle(part: Locator, ms = 2_000): Promise<{ changes: number; endless: string[] }> {
  return part.evaluate(async (element, waitMs) => {
    let changes = 0;
    const observer = new MutationObserver((records) => {
      changes += records.length;
    });
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    observer.disconnect();
    const endless = element
      .getAnimations({ subtree: true })
      .filter(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      )
      .map((a) => String((a.effect as KeyframeEffect | null)?.target?.getAttribute('class')));
    return { changes, endless };
  }, ms);
}
