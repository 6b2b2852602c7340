import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';
import { useActiveCategories } from './api';
import { ProviderBadge } from './ProviderBadge';
import { providerLobbyLink } from './ProvidersStrip';
import { placeholders } from './placeholders';

/** /providers: every studio, each linking to its games in the all-games lobby. */
export default function ProvidersPage() {
  const { data, isPending } = useActiveCategories();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2.5">
        <span className="grid size-10 place-items-center rounded-xl bg-accent/15 text-accent">
          <Building2 size={20} />
        </span>
        <h1 className="text-xl font-extrabold md:text-[28px]">Providers</h1>
      </div>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 md:grid-cols-3 md:gap-3 xl:grid-cols-4 xl:gap-4">
        {isPending
          ? placeholders(12).map((key) => <Skeleton key={key} className="h-20 rounded-xl" />)
          : data?.providers.map((p) => (
              <Link
                key={p.id}
                to={providerLobbyLink(p.id)}
                data-testid="provider-card"
                className="flex flex-col gap-1.5 rounded-xl border border-line bg-surface-1 p-4 transition-colors hover:border-accent/50 hover:bg-surface-2"
              >
                <ProviderBadge name={p.name} />
                <span className="pl-[46px] text-xs text-text-muted">{p.count} games</span>
              </Link>
            ))}
      </div>
    </div>
  );
}
