import { type AdminBundlePromotion, promotionDraftSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formOf, toDraft } from './draft';

describe('the promotion form’s draft', () => {
  it('an upgrade as typed is the body the server parses', () => {
    const draft = toDraft({
      ...EMPTY_FORM,
      kind: 'Bundle Upgrade',
      name: 'Big Upgrade',
      bundle_id: '4',
      upgrade_bundle_id: '5',
      uses_per_player: '1',
      max_uses: '',
    });
    expect(promotionDraftSchema.parse(draft)).toMatchObject({
      kind: 'promotion',
      reward_type: 'Bundle Upgrade',
      bundle_id: 4,
      upgrade_bundle_id: 5,
      max_uses: null,
      ends_at: null,
    });
  });

  it('extra coins name no upgrade even when one was chosen before switching', () => {
    const draft = toDraft({ ...EMPTY_FORM, name: 'Boost', bundle_id: '3', upgrade_bundle_id: '5' });
    expect(promotionDraftSchema.parse(draft)).toMatchObject({ upgrade_bundle_id: null });
  });

  it('an unfinished form does not parse (no preview is asked for)', () => {
    expect(promotionDraftSchema.safeParse(toDraft(EMPTY_FORM)).success).toBe(false);
    expect(promotionDraftSchema.safeParse(toDraft({ ...EMPTY_FORM, kind: 'Discount' })).success).toBe(false);
  });

  it('a saved promotion opens in the form and saves as the same promotion', () => {
    const saved = {
      id: 7,
      name: 'Weekday',
      reward_type: 'Extra Coins',
      bundle_id: 2,
      upgrade_bundle_id: null,
      extra_gc: '25000.00',
      extra_sc: '0.00',
      featured: false,
      first_purchase_only: false,
      uses_per_player: 3,
      max_uses: 500,
      ends_at: null,
    } as AdminBundlePromotion;
    expect(promotionDraftSchema.parse(toDraft(formOf(saved)))).toMatchObject({
      id: 7,
      extra_gc: '25000.00',
      uses_per_player: 3,
      max_uses: 500,
    });
  });
});
