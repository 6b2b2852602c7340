import type { LandingPage } from '@casino/contract';
import { heroArt, type PartnerVariant } from './variants';

/** Spec §2 "Landing page" defaults. */
export const LANDING_TEXT = {
  heroTitle: 'Get Extra Coins with our Mega Boost',
  partnerHeroTitle: 'Get Double Coins with our Mega Boost',
  heroCta: 'Claim Welcome Offer',
  footerTitle: 'Sign Up Today & get your Free Coins instantly',
  footerCta: 'SIGN UP',
  loadFailed: 'Failed to fetch landing page.',
} as const;

/** Where a call-to-action goes: a configured link, registration, or nowhere (the button is hidden). */
export type CtaTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'register' }
  | { kind: 'hidden' };

/** Spec §2: a configured link wins (absolute http opens a new window); else registration, except on partner variants. */
export function ctaTarget(link: string | null | undefined, partner: boolean): CtaTarget {
  const configured = link?.trim();
  if (configured) {
    if (/^https?:\/\//i.test(configured)) return { kind: 'external', href: configured };
    return { kind: 'internal', to: configured.startsWith('/') ? configured : `/${configured}` };
  }
  return partner ? { kind: 'hidden' } : { kind: 'register' };
}

export interface Picture {
  src: string;
  mobileSrc: string;
  /** CSS background-position and a zoom factor (1 = cover) from the landing record. */
  position: string;
  mobilePosition: string;
  zoom: number;
  mobileZoom: number;
}

export interface LandingContent {
  heroTitle: string;
  heroCtaTitle: string;
  heroCta: CtaTarget;
  hero: Picture;
  footerTitle: string;
  footerCtaTitle: string;
  footerCta: CtaTarget;
  footer: Picture | null;
}

/** What a landing shows: the record's fields where set, the spec's defaults (and the variant's art) elsewhere. */
export function landingContent(record: LandingPage | null, partner: PartnerVariant | null): LandingContent {
  const art = heroArt(partner ?? 'default');
  const isPartner = partner !== null;
  return {
    heroTitle: record?.HeroTitle || (isPartner ? LANDING_TEXT.partnerHeroTitle : LANDING_TEXT.heroTitle),
    heroCtaTitle: record?.HeroCTATitle || LANDING_TEXT.heroCta,
    heroCta: ctaTarget(record?.HeroCTALink, isPartner),
    hero: {
      src: record?.HeroImg || art.desktop,
      mobileSrc: record?.HeroImgMobile || record?.HeroImg || art.mobile,
      position: record?.HeroImgPosition || 'center',
      mobilePosition: record?.HeroImgMobilePosition || 'center',
      zoom: record?.HeroImgZoom ?? 1,
      mobileZoom: record?.HeroImgMobileZoom ?? 1,
    },
    footerTitle: record?.FooterTitle || LANDING_TEXT.footerTitle,
    footerCtaTitle: record?.FooterCTATitle || LANDING_TEXT.footerCta,
    footerCta: ctaTarget(record?.FooterCTALink, isPartner),
    footer: record?.FooterImg
      ? {
          src: record.FooterImg,
          mobileSrc: record.FooterImgMobile || record.FooterImg,
          position: record.FooterImgPosition || 'center',
          mobilePosition: record.FooterImgMobilePosition || 'center',
          zoom: record.FooterImgZoom ?? 1,
          mobileZoom: record.FooterImgMobileZoom ?? 1,
        }
      : null,
  };
}
