import { CoinIcon } from '../../ui/CoinIcon';
import { CtaButton } from './CtaButton';
import type { LandingContent } from './content';

/** The free-coins sign-up footer of spec §2, over the record's footer picture when it has one. */
export function FreeCoins({ content }: { content: LandingContent }) {
  const picture = content.footer;
  return (
    <section className="mx-auto w-full max-w-[1440px] px-4 py-10 md:px-8">
      <div
        className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-r from-[#0f3b2b] via-surface-1 to-[#3a2f0e] bg-cover px-6 py-10 text-center md:px-12 md:py-14"
        style={
          picture
            ? { backgroundImage: `url("${picture.src}")`, backgroundPosition: picture.position }
            : undefined
        }
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-4 left-4 hidden rotate-[-18deg] opacity-90 sm:block md:top-8 md:left-10"
        >
          <CoinIcon coin="GC" size={72} />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute right-4 bottom-4 hidden rotate-12 opacity-90 sm:block md:right-10 md:bottom-8"
        >
          <CoinIcon coin="SC" size={64} />
        </div>
        <h2 className="relative mx-auto max-w-2xl text-[24px] leading-tight font-black text-balance md:text-[36px]">
          {content.footerTitle}
        </h2>
        <CtaButton target={content.footerCta} testId="landing-footer-cta" className="relative mt-6 min-w-44">
          {content.footerCtaTitle}
        </CtaButton>
      </div>
    </section>
  );
}
