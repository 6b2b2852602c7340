import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { Link, Navigate, NavLink, useLocation, useParams } from 'react-router';
import { GAMES, gameByApi, gameBySlug } from '../../house-games/catalog';
import { GameBadge } from '../history';
import { Conversions, GameEvents, Implementation, Overview } from './sections';
import { Verifier } from './Verifier';

export const SECTIONS = [
  { path: 'overview', label: 'Overview', View: Overview },
  { path: 'implementation', label: 'Implementation', View: Implementation },
  { path: 'conversions', label: 'Conversions', View: Conversions },
  { path: 'gameevents', label: 'Game events', View: GameEvents },
] as const;

/**
 * /provablyfair/{name}/{section} (spec §2): how a game's results are made, the code that makes them,
 * how floats become outcomes, and every step of one play; beside it, the verifier that recomputes a
 * play in the browser. `name` is the game's slug (its API name is accepted too).
 */
export default function ProvablyFairPage() {
  const { name, section } = useParams();
  const { search } = useLocation();
  const game = gameBySlug(name) ?? (name ? gameByApi(name) : undefined);
  const current = SECTIONS.find((s) => s.path === section);
  if (!game) return <Navigate to={`/provablyfair/dice/${current?.path ?? 'overview'}${search}`} replace />;
  if (!current || game.slug !== name)
    return <Navigate to={`/provablyfair/${game.slug}/${current?.path ?? 'overview'}${search}`} replace />;
  const { View } = current;

  return (
    <div className="flex flex-col gap-4" data-testid="provably-fair">
      <header className="flex flex-col gap-3">
        <h1 className="flex items-center gap-2 text-[20px] font-bold md:text-[28px]">
          <ShieldCheck className="text-win" /> Provably fair
        </h1>
        <nav aria-label="Games" className="-mx-3 overflow-x-auto px-3 md:mx-0 md:overflow-visible md:px-0">
          <ul className="flex gap-2 pb-1 md:flex-wrap">
            {GAMES.map((g) => (
              <li key={g.slug}>
                <Link
                  to={`/provablyfair/${g.slug}/${current.path}`}
                  aria-current={g.slug === game.slug ? 'page' : undefined}
                  className={clsx(
                    'flex h-10 items-center rounded-full border pr-3 pl-1.5 text-sm whitespace-nowrap transition-colors duration-150',
                    g.slug === game.slug
                      ? 'border-accent bg-accent/10'
                      : 'border-line text-text-muted hover:bg-surface-2 hover:text-text',
                  )}
                >
                  <GameBadge game={g.api} name={g.name} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_420px] 2xl:items-start">
        <div className="order-2 flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6 2xl:order-1">
          <nav aria-label="Sections" className="-mx-1 overflow-x-auto px-1">
            <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-2 p-1 min-[480px]:flex min-[480px]:rounded-full md:w-fit">
              {SECTIONS.map((s) => (
                <li key={s.path} className="min-[480px]:flex-1 md:flex-none">
                  <NavLink
                    to={{ pathname: `/provablyfair/${game.slug}/${s.path}`, search }}
                    replace
                    preventScrollReset
                    className={({ isActive }) =>
                      clsx(
                        'flex h-10 items-center justify-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150 md:px-4',
                        isActive ? 'bg-line text-text' : 'text-text-muted hover:text-text',
                      )
                    }
                  >
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <View game={game} />
          <p className="border-t border-line pt-4 text-sm text-text-muted">
            <Link to={`/casino/${game.slug}`} className="font-semibold text-accent hover:underline">
              Play {game.name}
            </Link>
          </p>
        </div>
        <div className="order-1 2xl:sticky 2xl:top-20 2xl:order-2">
          <Verifier game={game} />
        </div>
      </div>
    </div>
  );
}
