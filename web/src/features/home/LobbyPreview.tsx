import { comingSoon } from '../../shell/coming-soon';
import { GAMES } from '../games/catalog';
import { GameTile } from '../games/GameTile';

const ROWS = [
  {
    title: 'Slots',
    hue: 40,
    names: [
      'Golden Reef',
      'Lagoon Gems',
      'Wild Tides',
      'Fortune Bay',
      'Coral Kings',
      'Pearl Rush',
      'Tiki Spins',
      'Lucky Lures',
    ],
  },
];

/** The lobby so far: our fourteen provably fair originals, then third-party rows that arrive with the catalog. */
export function LobbyPreview() {
  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Originals">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-xl font-bold">Originals</h2>
          <span className="rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-accent">
            Provably fair
          </span>
        </div>
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 md:gap-3 [scrollbar-width:thin]">
          {GAMES.map((game, i) => (
            <GameTile key={game.slug} game={game} index={i} />
          ))}
        </div>
      </section>
      {ROWS.map((row) => (
        <section key={row.title} aria-label={row.title}>
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-xl font-bold">{row.title}</h2>
            <span className="rounded-full bg-surface-2 px-3 py-1 text-xs text-text-muted">Coming soon</span>
          </div>
          <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 md:gap-3 [scrollbar-width:thin]">
            {row.names.map((name, i) => (
              <button
                key={name}
                type="button"
                onClick={() => comingSoon(name)}
                className="group relative aspect-[0.714] shrink-0 basis-[31%] snap-start overflow-hidden rounded-[10px] border border-line text-left sm:basis-[23.5%] lg:basis-[18.8%] 2xl:basis-[15.8%]"
                style={{
                  background: `linear-gradient(160deg, hsl(${row.hue + i * 23} 60% 38%), hsl(${row.hue + i * 23 + 40} 55% 18%))`,
                }}
              >
                <span className="absolute inset-x-0 top-[30%] text-center text-4xl font-black text-white/20 transition-transform duration-200 group-hover:scale-110">
                  {name.slice(0, 1)}
                </span>
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-2.5">
                  <span className="block truncate text-sm font-bold text-white">{name}</span>
                  <span className="block text-[11px] text-white/70">Coming soon</span>
                </span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
