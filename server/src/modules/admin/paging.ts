import { ADMIN_PAGE_SIZE } from '@casino/contract';

/** The rows of a numbered back-office page (1-based). */
export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(page: number): PageWindow {
  return { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

/** A page's answer: its rows and where it stands in the whole list. */
export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, page, per_page: ADMIN_PAGE_SIZE, total };
}

/** A timestamp on the wire; null stays null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
