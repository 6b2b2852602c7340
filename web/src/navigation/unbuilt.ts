/**
 * Features of the spec the product does not have yet, by the paths that lead to them. Until a feature lands
 * nothing points at it (issue 22): a banner or menu entry that comes from data (a promotion, a banner image)
 * and targets one of these is hidden. When a feature lands, its line goes.
 */
const UNBUILT_PATHS: Record<string, readonly string[]> = {
  races: ['/races', '/promo-race', '/private-race', '/private-races', '/promotions/weekly-race'],
  challenges: ['/challenges'],
  referrals: ['/affiliates', '/promotions/refer-a-friend'],
  raffle: ['/promotions/weekly-raffle'],
  giveaways: ['/giveaways'],
  vip: ['/vip', '/hall-of-fame'],
  chat: ['/chat'],
};

const PATHS = Object.values(UNBUILT_PATHS).flat();

/** Whether an in-app link (path, optional query) leads to a feature that is not built yet. */
export function leadsToUnbuiltFeature(url: string): boolean {
  const path = new URL(url, 'http://app.invalid').pathname.toLowerCase();
  return PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
