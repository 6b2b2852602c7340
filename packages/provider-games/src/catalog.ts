import type { TableGameTable } from './table-game/engine';
import { TABLE_GAME_TABLES } from './table-game/tables';
import { type Theme, themeFor } from './themes';
import type { VideoSlotTable } from './video-slot/engine';
import { VIDEO_SLOT_TABLES } from './video-slot/tables';
import type { WaysSlotTable } from './ways-slot/engine';
import { WAYS_SLOT_TABLES } from './ways-slot/tables';
import type { WheelTable } from './wheel/engine';
import { WHEEL_TABLES } from './wheel/tables';

/** A catalog title as the games table holds it (`games.identifier`, `games.name`, `games.kind`). */
export interface CatalogTitle {
  identifier: string;
  name: string;
  kind?: string;
}

export type ProviderGame =
  | { engine: 'video-slot'; theme: Theme; table: VideoSlotTable }
  | { engine: 'ways-slot'; theme: Theme; table: WaysSlotTable }
  | { engine: 'table-game'; theme: Theme; table: TableGameTable }
  | { engine: 'wheel'; theme: Theme; table: WheelTable };

/** FNV-1a, 32 bits, over the UTF-16 code units: small, fast and the same everywhere. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const pick = <T>(list: readonly T[], hash: number): T => list[hash % list.length] as T;

/**
 * The engine, published table and theme a catalog title plays with, fixed by its identifier so it never
 * changes between rounds or restarts. The catalog's kind decides the engine (a live title is a dealer
 * table, a game show the wheel); anything else is a slot: ways for a "megaways" title, otherwise the
 * hash chooses lines or ways. Separate bits of the hash choose the variant and the theme.
 */
export function engineFor(title: CatalogTitle): ProviderGame {
  const hash = fnv1a(title.identifier);
  const variant = hash >>> 8;
  const theme = themeFor(title.name, hash >>> 16);
  switch (title.kind) {
    case 'table':
    case 'live':
      return { engine: 'table-game', theme, table: pick(TABLE_GAME_TABLES, variant) };
    case 'game-show':
      return { engine: 'wheel', theme, table: pick(WHEEL_TABLES, variant) };
    default:
      return title.name.toLowerCase().includes('megaways') || hash % 2 === 1
        ? { engine: 'ways-slot', theme, table: pick(WAYS_SLOT_TABLES, variant) }
        : { engine: 'video-slot', theme, table: pick(VIDEO_SLOT_TABLES, variant) };
  }
}
