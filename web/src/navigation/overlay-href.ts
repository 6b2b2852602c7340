/** The current page with a `?tab=` overlay open on it (spec §2), keeping the page's own parameters. */
export function overlayHref(
  pathname: string,
  search: string,
  tab: string,
  extra: Record<string, string>,
): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${pathname}?${params.toString()}`;
}

/** The duel modal over the current page. */
export const duelHref = (pathname: string, search: string, duelId: string) =>
  overlayHref(pathname, search, 'duels', { duelId });

/** The bet info overlay over the current page, for plays that have no page of their own. */
export const betInfoHref = (pathname: string, search: string, betId: string) =>
  overlayHref(pathname, search, 'history', { betId });
