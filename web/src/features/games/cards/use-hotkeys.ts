import { useEffect, useRef } from 'react';

/**
 * Table keyboard shortcuts (DESIGN.md: every game playable by keyboard). Keys are `KeyboardEvent.key`
 * lowercased, ' ' for space. Typing in a field, a key with a modifier, a held key, an open dialog
 * and space on a focused button (which presses that button itself) are all left alone.
 */
export function useHotkeys(bindings: Record<string, (() => void) | undefined | false>, enabled = true) {
  const current = useRef(bindings);
  current.current = bindings;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === ' ' && target?.closest('button, a, [role="button"], [role="tab"]')) return;
      const action = current.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
