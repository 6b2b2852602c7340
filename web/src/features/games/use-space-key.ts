import { useEffect, useRef } from 'react';

/** Elements where space already means something (typing, pressing a focused control). */
const OWN_SPACE = 'input, textarea, select, button, a, [role="button"], [role="gridcell"], [contenteditable]';

/**
 * Space plays (DESIGN.md "Accessibility"): pressed anywhere on the page except where space already has
 * a meaning, and not while a dialog is open. The page does not scroll. Held keys do not repeat the play
 * unless `repeat` is set (plinko lets a held space keep dropping balls).
 */
export function useSpaceKey(onSpace: () => void, { enabled = true, repeat = false } = {}): void {
  const latest = useRef(onSpace);
  latest.current = onSpace;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as Element | null;
      if (target?.closest?.(OWN_SPACE) || document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      if (e.repeat && !repeat) return;
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, repeat]);
}
