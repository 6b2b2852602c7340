import { useEffect, useRef } from 'react';

/**
 * Calls `draw` on every animation frame while `moving` (60 fps on most screens), and once after each
 * render while still: a crashed round's picture does not change, and a loop drawing it again 60 times a
 * second kept a third of a core busy on a page nobody touched. The latest `draw` is used without
 * restarting the loop, so it may read fresh props; it should write to the DOM through refs rather than set
 * React state, which keeps the live curve off React's render path.
 */
export function useFrame(draw: () => void, moving = true): void {
  const latest = useRef(draw);
  latest.current = draw;
  useEffect(() => {
    if (!moving) return;
    let frame = requestAnimationFrame(function loop() {
      latest.current();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving]);
  useEffect(() => {
    if (moving) return;
    const frame = requestAnimationFrame(() => latest.current());
    return () => cancelAnimationFrame(frame);
  });
}

// A frame writes only what changed: the same text or attribute written again still makes the browser
// lay out and paint (the countdown's tenths change 10 times a second, its frames 60).
export function writeText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

export function writeAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function writeStyle(element: HTMLElement, property: 'left' | 'top', value: string): void {
  if (element.style[property] !== value) element.style[property] = value;
}
