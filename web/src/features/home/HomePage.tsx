import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useMe, useSiteConfig } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { formatCoins } from '../../lib/format';
import { useTab } from '../../shell/use-tab';
import { Button } from '../../ui/Button';
import { CoinIcon } from '../../ui/CoinIcon';
import { Skeleton } from '../../ui/Skeleton';
import { BetHistoryTable } from '../history/BetHistoryTable';
import { HomeLobby } from '../lobby/HomeLobby';

/** Players get the home lobby (spec §2); guests the hero in place of the main banner, then the same sections. */
export default function HomePage() {
  const loggedIn = useLoggedIn();
  return (
    <div className="flex flex-col gap-8">
      {loggedIn ? <VerifyEmailNotice /> : <GuestHero />}
      <HomeLobby withBanners={loggedIn} />
      <BetHistoryTable />
    </div>
  );
}

/** Unverified players are reminded what verifying unlocks. */
function VerifyEmailNotice() {
  const { data: me } = useMe();
  if (!me || me.email_verified) return null;
  return (
    <p className="rounded-xl border border-gc/30 bg-gc/10 px-4 py-3 text-sm text-gc">
      Verify your email to unlock bonuses and redemptions (see{' '}
      <Link to="/settings/general" className="font-semibold underline">
        Settings
      </Link>
      ).
    </p>
  );
}

function GuestHero() {
  const { open } = useTab();
  const { data: config } = useSiteConfig();
  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-surface-1 via-surface-1 to-[#123a33] p-6 md:p-10">
      <HeroArt />
      <div className="relative max-w-xl">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-accent">
          <Sparkles size={14} /> #1 Social Casino · Provably fair
        </span>
        <h1 className="mt-4 text-[28px] leading-tight font-extrabold md:text-5xl">
          Get Extra Coins with our Mega Boost
        </h1>
        <p className="mt-3 text-base text-text-muted md:text-lg">
          Play provably fair originals and 1,000+ games with Gold Coins and Sweeps Coins. No purchase
          necessary.
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Button size="lg" onClick={() => open('register')}>
            Claim Welcome Offer
          </Button>
          {config ? (
            <span className="flex items-center gap-3 text-sm text-text-muted">
              <span className="flex items-center gap-1.5">
                <CoinIcon coin="GC" />{' '}
                <b className="tabular text-gc">{formatCoins(config.signup_bonus.gc)}</b>
              </span>
              +
              <span className="flex items-center gap-1.5">
                <CoinIcon coin="SC" />{' '}
                <b className="tabular text-sc">{formatCoins(config.signup_bonus.sc)}</b>
              </span>
              free
            </span>
          ) : (
            <Skeleton className="h-6 w-48" />
          )}
        </div>
      </div>
    </section>
  );
}

/** Floating coins drawn in SVG: the hero's artwork is the product's own. */
function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 300"
      className="pointer-events-none absolute -right-10 -bottom-10 h-[110%] opacity-30 md:opacity-90"
    >
      <defs>
        <radialGradient id="hero-glow" cx="0.6" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#1fd17a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#1fd17a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="250" cy="150" r="150" fill="url(#hero-glow)" />
      {[
        [300, 90, 46, '#f4c542', 'G'],
        [210, 190, 38, '#2ed3a0', 'S'],
        [330, 210, 28, '#f4c542', 'G'],
        [170, 80, 22, '#2ed3a0', 'S'],
      ].map(([x, y, r, fill, letter]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill="#0e1a24" opacity="0.35" transform="translate(4 6)" />
          <circle cx={x} cy={y} r={r} fill={fill as string} />
          <circle
            cx={x}
            cy={y}
            r={(r as number) * 0.78}
            fill="none"
            stroke="#0e1a24"
            strokeOpacity="0.25"
            strokeWidth="3"
          />
          <text
            x={x}
            y={(y as number) + (r as number) * 0.35}
            textAnchor="middle"
            fontWeight="900"
            fontSize={(r as number) * 0.95}
            fill="#0e1a24"
            fillOpacity="0.7"
          >
            {letter}
          </text>
        </g>
      ))}
    </svg>
  );
}
