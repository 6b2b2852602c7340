import { type RefObject, useEffect, useState } from 'react';

/**
 * How near the viewport counts as near: half a screen above and below, so a row scrolled into view at a
 * wheel's speed has already been drawn.
 */
const NEAR_MARGIN = '50% 0px';

/**
 * Whether the element has come within NEAR_MARGIN of the viewport; once true it stays true (what was drawn
 * stays drawn). For what costs much to fetch and draw and sits below the first screen: the home lobby's
 * rows were fetched and drawn all at once, 13 lists and about 300 tiles (18,800 DOM nodes on a phone).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
