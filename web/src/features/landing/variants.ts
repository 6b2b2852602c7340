/**
 * Partner-branded landing variants (spec §2 route table): same page, partner title, each its own hero
 * art; their hero button shows only when a landing record with the partner's slug configures a link.
 */
export const PARTNER_VARIANTS = [
  'pompsie',
  'vegasmatt',
  'vlr',
  'fishy',
  'slotqueen',
  'masivo',
  'arriesgados',
  'lasvegasvp',
] as const;
export type PartnerVariant = (typeof PARTNER_VARIANTS)[number];

export interface HeroArt {
  desktop: string;
  mobile: string;
}

export const heroArt = (name: PartnerVariant | 'default'): HeroArt => ({
  desktop: `/art/landing/${name}-desktop.svg`,
  mobile: `/art/landing/${name}-mobile.svg`,
});

export function isPartnerVariant(slug: string): slug is PartnerVariant {
  return (PARTNER_VARIANTS as readonly string[]).includes(slug);
}
