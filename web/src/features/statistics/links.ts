/**
 * The current page with a player's public statistics open over it (`?tab=stats&user=<name>`), keeping
 * the page's own parameters.
 */
export function statisticsLink(search: string, username: string): string {
  const params = new URLSearchParams(search);
  params.set('tab', 'stats');
  params.set('user', username);
  return `?${params.toString()}`;
}
