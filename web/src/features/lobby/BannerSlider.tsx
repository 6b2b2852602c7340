import type { BannerImage, Category } from '@casino/contract';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { leadsToUnbuiltFeature } from '../../navigation/unbuilt';

/** Spec §9: the banner slides every 3 s, at 1.71:1, about 3 per row on desktop and 1.15 on phones. */
const AUTOPLAY_MS = 3000;

export function BannerSlider({ category }: { category: Category }) {
  // A banner for a feature that is not built yet (a race, referrals) is not shown until it lands.
  const images = (category.data.images ?? []).filter(
    (banner) => /^https?:/.test(banner.url) || !leadsToUnbuiltFeature(banner.url),
  );
  const row = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    // DESIGN.md: players who ask for less motion get a still row they scroll themselves.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || still || images.length < 2) return;
    const id = setInterval(() => {
      const el = row.current;
      const slide = el?.firstElementChild as HTMLElement | null;
      if (!el || !slide) return;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + slide.offsetWidth + 12, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [paused, images.length]);

  if (images.length === 0) return null;
  return (
    <section
      aria-label={category.name}
      aria-roledescription="carousel"
      data-testid="banner-slider"
      className="@container"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={row}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((banner, i) => (
          <Banner key={`${banner.image}${banner.url}`} banner={banner} index={i} />
        ))}
      </div>
    </section>
  );
}

/**
 * Slides by the lobby's own width, not the screen's: beside the sidebar and the chat column a 1440 px
 * screen leaves ~800 px, where three slides would shrink their words under 12 px; two fit, three from 1024.
 */
const SLIDE =
  'relative block aspect-[1.71] shrink-0 basis-[calc((100%-12px)/1.15)] snap-start overflow-hidden rounded-2xl border border-line @xl:basis-[calc((100%-12px)/2)] @5xl:basis-[calc((100%-24px)/3)]';

function Banner({ banner, index }: { banner: BannerImage; index: number }) {
  const [failed, setFailed] = useState(false);
  const art = failed ? (
    <BannerFallback index={index} />
  ) : (
    <img
      src={banner.image}
      alt=""
      loading={index < 3 ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 hover:scale-[1.02]"
    />
  );
  const label = `Promotion ${index + 1}`;
  // 'tab' banners open an overlay on the current page; 'page' banners route inside the app.
  if (banner.type === 'tab' || !/^https?:/.test(banner.url)) {
    return (
      <Link to={banner.url} aria-label={label} className={SLIDE}>
        {art}
      </Link>
    );
  }
  return (
    <a
      href={banner.url}
      aria-label={label}
      className={SLIDE}
      {...(banner.open_in_new_tab ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      {art}
    </a>
  );
}

/** What a banner shows when its image cannot load (spec §8: image errors use fallbacks). */
function BannerFallback({ index }: { index: number }) {
  const hue = 150 + index * 47;
  return (
    <span
      className="flex size-full flex-col justify-end gap-1 p-4"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 60% 32%), hsl(${hue + 50} 55% 14%))` }}
    >
      <Sparkles className="text-white/80" size={22} />
      <span className="text-xl font-extrabold text-white">Lucky Lagoon</span>
      <span className="text-sm font-semibold text-white/85">Play now</span>
    </span>
  );
}
