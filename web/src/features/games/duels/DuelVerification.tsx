import type { DuelView } from '@casino/contract';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CopyField } from '../../../ui/CopyField';

/**
 * Spec §2 "Duel detail modal": the three values anyone can recompute a duel from — the host seed's
 * hash (committed when the duel opened), the host seed (shown once the duel ends) and the guest seed.
 */
export function DuelVerification({ duel, onNavigate }: { duel: DuelView; onNavigate?: () => void }) {
  const { host_seed_hash, host_seed, guest_seed } = duel.seed;
  const query = new URLSearchParams({
    ...(host_seed ? { host_seed } : {}),
    ...(guest_seed ? { guest_seed } : {}),
    server_seed_hash: host_seed_hash,
  });
  return (
    <section aria-labelledby={`duel-${duel.id}-fairness`} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h3 id={`duel-${duel.id}-fairness`} className="mr-auto flex items-center gap-2 text-sm font-bold">
          <ShieldCheck size={16} className="text-win" /> Verification
        </h3>
        {host_seed && guest_seed && (
          <Link
            to={`/provablyfair/duels/overview?${query.toString()}`}
            onClick={onNavigate}
            className="inline-flex h-10 items-center text-sm font-semibold text-accent hover:underline"
            data-testid="duel-verify"
          >
            Verify
          </Link>
        )}
      </div>
      <CopyField label="Host seed hash" value={host_seed_hash} testId="duel-host-seed-hash" />
      <CopyField label="Host seed" value={host_seed} testId="duel-host-seed" />
      {!host_seed && <p className="-mt-2 text-xs text-text-muted">Revealed when the duel ends.</p>}
      <CopyField label="Guest seed" value={guest_seed} testId="duel-guest-seed" />
    </section>
  );
}
