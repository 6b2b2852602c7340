import { type ReactNode, useId } from 'react';
import { ArtEmblem, ArtMotif } from '../lobby';
import type { StageTheme } from './palette';

/** The motif is drawn at one and a half times the tile's size, repeated: a texture, as on the tile. */
const MOTIF_SCALE = 1.5;

/**
 * The widest the cabinet may be so that it, the round's message and the controls fit the frame's height
 * (about 21rem of the page is not the stage; the reels are about 0.65 of their width tall): in the
 * casino's frame on a laptop the Spin button stays in sight. Never narrower than a phone.
 */
const FIT_WIDTH = 'max(20rem, calc((100dvh - 21rem) * 1.55))';

/**
 * The cabinet every sandbox game stands in, dressed as its lobby tile: the tile's gradient and motif
 * behind, its emblem beside the title in heavy capitals, and the studio under it, as the tile prints them.
 */
export function StageFrame({
  theme,
  title,
  studio,
  children,
}: {
  theme: StageTheme;
  title: string;
  studio: string;
  children: ReactNode;
}) {
  const { art, colours } = theme;
  const id = useId().replaceAll(':', '');
  return (
    <div
      data-stage-art={`${art.motif}/${art.emblem}/${art.from}-${art.to}`}
      className="relative isolate mx-auto w-full overflow-hidden rounded-2xl border-2 p-2 shadow-[inset_0_0_40px_rgba(0,0,0,0.45)] sm:p-4"
      style={{
        maxWidth: FIT_WIDTH,
        borderColor: colours.accent,
        background: `linear-gradient(${art.angle}deg, ${colours.from}, ${colours.to})`,
      }}
    >
      <svg className="pointer-events-none absolute inset-0 -z-10 size-full" aria-hidden="true">
        <defs>
          <pattern
            id={`${id}motif`}
            width={142 * MOTIF_SCALE}
            height={200 * MOTIF_SCALE}
            patternUnits="userSpaceOnUse"
          >
            <g transform={`scale(${MOTIF_SCALE})`}>
              <ArtMotif motif={art.motif} accent={colours.accent} />
            </g>
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${id}motif)`} />
      </svg>
      <div
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-2/3"
        style={{
          background: `radial-gradient(60% 60% at 50% 0%, color-mix(in srgb, ${colours.accent} 35%, transparent), transparent)`,
        }}
      />
      <div
        className="-mx-2 -mt-2 mb-2 flex items-center justify-center gap-2 px-3 py-1.5 sm:-mx-4 sm:-mt-4 sm:mb-4 sm:gap-3 sm:py-2.5"
        style={{ background: `color-mix(in srgb, ${colours.paint.ink} 55%, transparent)` }}
      >
        <svg viewBox="-50 -50 100 100" className="size-9 shrink-0 sm:size-12" aria-hidden="true">
          <ArtEmblem emblem={art.emblem} paint={colours.paint} />
        </svg>
        <div className="min-w-0 text-center">
          <p
            aria-hidden="true"
            className="line-clamp-2 text-lg leading-tight font-black text-balance tracking-tight text-white uppercase sm:text-3xl"
            style={{
              textShadow: `0 2px 0 ${colours.outline}, 0 0 3px ${colours.outline}, 0 0 1px ${colours.outline}`,
            }}
          >
            {title}
          </p>
          <p className="text-[10px] font-bold tracking-[0.14em] text-white/85 uppercase sm:text-xs">
            {studio}
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}
