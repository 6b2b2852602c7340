import { useEffect, useRef } from 'react';

/**
 * Calls `draw` on every animation frame while mounted (60 fps on most screens). The latest `draw` is
 * used without restarting the loop, so it may read fresh props; it should write to the DOM through
 * refs rather than set React state, which keeps the live curve off React's render path.
 */
export function useFrame(draw: () => void): void {
  const latest = useRef(draw);
  latest.current = draw;
  useEffect(() => {
    let frame = requestAnimationFrame(function loop() {
      latest.current();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
