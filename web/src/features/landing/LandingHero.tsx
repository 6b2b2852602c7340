import clsx from 'clsx';
import { useSiteConfig } from '../../api/queries';
import { formatCoins } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';
import { CtaButton } from './CtaButton';
import type { LandingContent, Picture } from './content';
import { PLAYABLE_GAMES } from './game-count';

/** The hero picture: its own desktop and mobile art (spec §2), placed by the record's position and zoom. */
function HeroPicture({ picture }: { picture: Picture }) {
  return (
    <>
      <Art
        src={picture.src}
        position={picture.position}
        zoom={picture.zoom}
        shown="hidden min-[768px]:block"
      />
      <Art
        src={picture.mobileSrc}
        position={picture.mobilePosition}
        zoom={picture.mobileZoom}
        shown="min-[768px]:hidden"
      />
    </>
  );
}

/** One of the hero's two pictures; `shown` says on which screens. */
function Art({ src, position, zoom, shown }: { src: string; position: string; zoom: number; shown: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('absolute inset-0 bg-no-repeat', shown)}
      style={{
        backgroundImage: `url("${src}")`,
        backgroundPosition: position,
        backgroundSize: zoom === 1 ? 'cover' : `${zoom * 100}%`,
      }}
    />
  );
}

export function LandingHero({ content }: { content: LandingContent }) {
  const { data: config } = useSiteConfig();
  return (
    <section className="relative isolate overflow-hidden" aria-labelledby="landing-title">
      <HeroPicture picture={content.hero} />
      {/* Keeps the copy readable over any partner's art: darker on the text side, fading into the page. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-surface-0/70 via-surface-0/10 to-surface-0 min-[768px]:bg-gradient-to-r min-[768px]:from-surface-0/90 min-[768px]:via-surface-0/40 min-[768px]:to-transparent"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-surface-0 to-transparent"
      />
      <div className="relative mx-auto flex min-h-[740px] max-w-[1440px] flex-col justify-start px-5 pt-28 pb-10 min-[768px]:min-h-[640px] min-[768px]:justify-center min-[768px]:px-8 min-[768px]:pt-24">
        <div className="max-w-[560px]">
          <span className="inline-flex items-center gap-2 rounded-full border border-gc/40 bg-gc/10 px-3 py-1 text-xs font-bold tracking-wider text-gc uppercase">
            Welcome offer · No purchase necessary
          </span>
          <h1
            id="landing-title"
            data-testid="landing-hero-title"
            className="mt-4 text-[34px] leading-[1.08] font-black tracking-tight text-balance min-[768px]:text-[56px]"
          >
            {content.heroTitle}
          </h1>
          <p className="mt-4 max-w-md text-base text-text/80 min-[768px]:text-lg">
            Sign up free and start with a stack of coins. Play{' '}
            <b data-testid="landing-game-count" className="tabular">
              {PLAYABLE_GAMES}
            </b>{' '}
            provably fair originals: dice, slots, blackjack, roulette, crash and more.
          </p>
          {config && (
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
              <span className="flex items-center gap-1.5">
                <CoinIcon coin="GC" size={20} />
                <b className="tabular text-lg text-gc">{formatCoins(config.signup_bonus.gc)}</b> GC
              </span>
              <span className="text-text-muted">+</span>
              <span className="flex items-center gap-1.5">
                <CoinIcon coin="SC" size={20} />
                <b className="tabular text-lg text-sc">{formatCoins(config.signup_bonus.sc)}</b> SC free
              </span>
            </p>
          )}
          <div className="mt-7">
            <CtaButton
              target={content.heroCta}
              testId="landing-hero-cta"
              className="w-full min-[400px]:w-auto"
            >
              {content.heroCtaTitle}
            </CtaButton>
          </div>
        </div>
      </div>
    </section>
  );
}
