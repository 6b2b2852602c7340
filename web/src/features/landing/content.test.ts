import type { LandingPage } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { ctaTarget, LANDING_TEXT, landingContent } from './content';

describe('landing calls-to-action', () => {
  it('opens an absolute http link in a new window and routes anything else inside the app', () => {
    expect(ctaTarget('https://partner.example/offer', false)).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
    expect(ctaTarget('/promotions/weekly-race', true)).toEqual({
      kind: 'internal',
      to: '/promotions/weekly-race',
    });
    expect(ctaTarget('promotions', false)).toEqual({ kind: 'internal', to: '/promotions' });
  });

  it('opens registration without a link, except on partner variants where it is hidden', () => {
    expect(ctaTarget(null, false)).toEqual({ kind: 'register' });
    expect(ctaTarget('  ', false)).toEqual({ kind: 'register' });
    expect(ctaTarget(undefined, true)).toEqual({ kind: 'hidden' });
  });
});

describe('landing content', () => {
  it('uses the spec defaults and the variant art', () => {
    const home = landingContent(null, null);
    expect(home.heroTitle).toBe('Get Extra Coins with our Mega Boost');
    expect(home.heroCtaTitle).toBe('Claim Welcome Offer');
    expect(home.footerTitle).toBe(LANDING_TEXT.footerTitle);
    expect(home.footerCtaTitle).toBe('SIGN UP');
    const partner = landingContent(null, 'fishy');
    expect(partner.heroTitle).toBe('Get Double Coins with our Mega Boost');
    expect(partner.heroCta).toEqual({ kind: 'hidden' });
    expect(partner.hero.src).toBe('/art/landing/fishy-desktop.svg');
    expect(partner.hero.mobileSrc).toBe('/art/landing/fishy-mobile.svg');
  });

  it('lets a landing record override titles, links and pictures', () => {
    const record = {
      HeroTitle: 'Summer Boost',
      HeroCTATitle: 'Go',
      HeroCTALink: 'https://x.example',
      HeroImg: '/art/a.svg',
      FooterTitle: 'Footer',
      FooterCTALink: '/promotions',
    } as Partial<LandingPage> as LandingPage;
    const content = landingContent(record, 'vlr');
    expect(content).toMatchObject({
      heroTitle: 'Summer Boost',
      heroCtaTitle: 'Go',
      heroCta: { kind: 'external', href: 'https://x.example' },
      footerTitle: 'Footer',
      footerCta: { kind: 'internal', to: '/promotions' },
    });
    expect(content.hero.mobileSrc).toBe('/art/a.svg');
  });
});
