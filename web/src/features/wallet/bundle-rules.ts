import type { Bundle, Me } from '@casino/contract';

/**
 * Spec §4: a bundle is disabled when purchase_limit_bundles holds its price (the upgrade's price when it
 * is upgraded) or the player is on a break.
 */
export function bundleDisabled(bundle: Bundle, me: Me | undefined, now = Date.now()): boolean {
  if (!me) return false;
  const price = bundle.reward?.reward_type === 'Bundle Upgrade' ? bundle.reward.price : bundle.price;
  const onBreak = me.break_till_date !== null && new Date(me.break_till_date).getTime() > now;
  return onBreak || me.purchase_limit_bundles.includes(price);
}
