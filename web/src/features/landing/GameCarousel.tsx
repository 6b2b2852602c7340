import clsx from 'clsx';
import { useRef } from 'react';
import { GAMES } from '../../house-games/catalog';
import { ScrollArrows } from '../../ui/ScrollArrows';
import { GameTile } from '../games';
import { Section } from './Section';

/** Spec §9: landing carousels show 8 and 7 per view, 3 at 330 px, 5 at 768 px. */
const PER_VIEW = {
  8: 'basis-[calc((100%-16px)/3)] md:basis-[calc((100%-48px)/5)] lg:basis-[calc((100%-84px)/8)]',
  7: 'basis-[calc((100%-16px)/3)] md:basis-[calc((100%-48px)/5)] lg:basis-[calc((100%-72px)/7)]',
} as const;

/** A row of house game tiles with scroll arrows on large screens and swipe on touch. */
export function GameCarousel({
  title,
  eyebrow,
  perView,
  reverse = false,
}: {
  title: string;
  eyebrow: string;
  perView: keyof typeof PER_VIEW;
  reverse?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const games = reverse ? [...GAMES].reverse() : GAMES;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <Section eyebrow={eyebrow} title={title}>
      <ScrollArrows
        label={title}
        onScroll={scroll}
        look="round"
        className="-mt-14 mb-4 hidden justify-end gap-2 lg:flex"
      />
      <div
        ref={track}
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] md:gap-3"
      >
        {games.map((game) => (
          <div key={game.slug} className={clsx('shrink-0 snap-start', PER_VIEW[perView])}>
            <GameTile game={game} />
          </div>
        ))}
      </div>
    </Section>
  );
}
