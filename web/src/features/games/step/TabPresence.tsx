import { useEffect } from 'react';

/**
 * Tells its parent whether it is mounted. GameFrame's tabs mount only the open tab's content, so a
 * screen puts this in its Auto panel to know when the Auto tab is open (mines then lets the player
 * pick tiles on the board) without GameFrame having to expose its tab state.
 */
export function TabPresence({ onChange }: { onChange(open: boolean): void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}
