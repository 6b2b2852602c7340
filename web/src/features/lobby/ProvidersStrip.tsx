import type { Provider } from '@casino/contract';
import { Link } from 'react-router';
import { ProviderBadge } from './ProviderBadge';
import { ScrollRow } from './ScrollRow';

export const providerLobbyLink = (id: number) => `/casino/group/all?providerid=${id}`;

/** The home 'providers' section: each studio links to all its games (spec §2 /casino/group/all?providerid). */
export function ProvidersStrip({ providers }: { providers: (Provider & { count: number })[] }) {
  if (providers.length === 0) return null;
  return (
    <ScrollRow
      title="Providers"
      testId="providers-strip"
      action={
        <Link
          to="/providers"
          className="rounded-lg px-2 py-1.5 text-xs font-semibold text-text-muted hover:bg-surface-2 hover:text-text"
        >
          View All
        </Link>
      }
    >
      {providers.map((p) => (
        <Link
          key={p.id}
          to={providerLobbyLink(p.id)}
          className="flex w-48 shrink-0 snap-start flex-col gap-1 rounded-xl border border-line bg-surface-1 px-3 py-3 transition-colors hover:border-accent/50 hover:bg-surface-2"
        >
          <ProviderBadge name={p.name} />
          <span className="pl-[46px] text-xs text-text-muted">{p.count} games</span>
        </Link>
      ))}
    </ScrollRow>
  );
}
