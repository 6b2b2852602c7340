import type { AdminBundlePromotion } from '@casino/contract';

/** The offer the form makes: one of the three bundle promotions, or a discount. */
export type OfferKind = 'Extra Coins' | 'Bundle Upgrade' | 'Free Spins' | 'Discount';

/** The form's fields as typed; `toDraft` turns them into the body the server parses. */
export interface PromotionForm {
  kind: OfferKind;
  id: number | null;
  name: string;
  bundle_id: string;
  upgrade_bundle_id: string;
  extra_gc: string;
  extra_sc: string;
  /** Free Spins: the catalog game's id, how many spins, each one's stake and coin. */
  free_spins_game_id: string;
  num_spins: string;
  free_spin_value: string;
  free_spins_coin: 'GC' | 'SC';
  featured: boolean;
  first_purchase_only: boolean;
  uses_per_player: string;
  max_uses: string;
  ends_at: string;
  slug: string;
  title: string;
  sub_title: string;
  price: string;
  actual_price: string;
  gc: string;
  sc: string;
}

export const EMPTY_FORM: PromotionForm = {
  kind: 'Extra Coins',
  id: null,
  name: '',
  bundle_id: '',
  upgrade_bundle_id: '',
  extra_gc: '0',
  extra_sc: '0',
  free_spins_game_id: '',
  num_spins: '10',
  free_spin_value: '0.20',
  free_spins_coin: 'SC',
  featured: false,
  first_purchase_only: false,
  uses_per_player: '1',
  max_uses: '',
  ends_at: '',
  slug: '',
  title: '',
  sub_title: '',
  price: '',
  actual_price: '',
  gc: '',
  sc: '',
};

/** A `datetime-local` value as the ISO instant the server takes; empty is open-ended. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);
/** An ISO instant as a `datetime-local` value in the staff member's clock. */
const local = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request body for preview and save (the contract's `promotionDraftSchema` checks it). */
export function toDraft(form: PromotionForm): unknown {
  if (form.kind === 'Discount')
    return {
      kind: 'discount',
      slug: form.slug,
      title: form.title,
      sub_title: form.sub_title,
      first_purchase_only: form.first_purchase_only,
      price: form.price,
      actual_price: form.actual_price,
      gc: form.gc,
      sc: form.sc,
      ends_at: instant(form.ends_at),
    };
  return {
    kind: 'promotion',
    ...(form.id !== null ? { id: form.id } : {}),
    name: form.name,
    reward_type: form.kind,
    bundle_id: whole(form.bundle_id),
    upgrade_bundle_id: form.kind === 'Bundle Upgrade' ? whole(form.upgrade_bundle_id) : null,
    extra_gc: form.extra_gc || '0',
    extra_sc: form.extra_sc || '0',
    ...(form.kind === 'Free Spins'
      ? {
          free_spins_game_id: whole(form.free_spins_game_id),
          num_spins: whole(form.num_spins),
          free_spin_value: form.free_spin_value,
          free_spins_coin: form.free_spins_coin,
        }
      : {}),
    featured: form.featured,
    first_purchase_only: form.first_purchase_only,
    uses_per_player: whole(form.uses_per_player),
    max_uses: whole(form.max_uses),
    ends_at: instant(form.ends_at),
  };
}

/** A saved promotion in the form, to change it. */
export function formOf(promotion: AdminBundlePromotion): PromotionForm {
  return {
    ...EMPTY_FORM,
    kind: promotion.reward_type,
    id: promotion.id,
    name: promotion.name,
    bundle_id: String(promotion.bundle_id),
    upgrade_bundle_id: promotion.upgrade_bundle_id === null ? '' : String(promotion.upgrade_bundle_id),
    extra_gc: promotion.extra_gc,
    extra_sc: promotion.extra_sc,
    free_spins_game_id: promotion.free_spins_game_id === null ? '' : String(promotion.free_spins_game_id),
    num_spins: promotion.num_spins === null ? EMPTY_FORM.num_spins : String(promotion.num_spins),
    free_spin_value: promotion.free_spin_value ?? EMPTY_FORM.free_spin_value,
    free_spins_coin: promotion.free_spins_coin ?? EMPTY_FORM.free_spins_coin,
    featured: promotion.featured,
    first_purchase_only: promotion.first_purchase_only,
    uses_per_player: String(promotion.uses_per_player),
    max_uses: promotion.max_uses === null ? '' : String(promotion.max_uses),
    ends_at: local(promotion.ends_at),
  };
}
