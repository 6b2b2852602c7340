import type { CrashChainView, CrashRoundView } from '@casino/contract';
import { crashPoint, previousGameHash } from '@casino/fairness';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { api } from '../../../api/client';
import { formatMultiplier } from '../../../lib/amounts';
import { CopyField } from '../../../ui/CopyField';
import { FairnessDialog } from '../FairnessDialog';

/** GET /api/crash/fairness: the published chain (terminating hash, salt and when it was published). */
export function useCrashChain() {
  return useQuery({
    queryKey: ['crash', 'fairness'],
    queryFn: () => api<{ chain: CrashChainView | null }>('/crash/fairness').then((r) => r.chain),
    staleTime: 300_000,
  });
}

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/** Under the players: the chain the rounds are played from, and a way into the details. */
export function CrashFairnessNote({ onOpen }: { onOpen(): void }) {
  const chain = useCrashChain();
  if (!chain.data) return null;
  return (
    <p className="text-xs leading-relaxed text-text-muted" data-testid="crash-fairness-note">
      <ShieldCheck size={14} className="mr-1.5 inline align-[-3px] text-win" />
      <span>
        Provably fair: terminating hash{' '}
        <code className="text-text">{short(chain.data.terminating_hash)}</code>, salt{' '}
        <code className="text-text">{short(chain.data.salt)}</code>
      </span>
      <button
        type="button"
        onClick={onOpen}
        className="ml-2 inline-flex min-h-10 items-center font-semibold text-accent hover:underline"
      >
        Check it
      </button>
    </p>
  );
}

/**
 * Each crashed round checked in the browser: its crash point recomputed from its hash and the salt
 * (fairness.md), and its hash linked to the round before by SHA-256.
 */
function RoundCheck({
  round,
  before,
  chain,
}: {
  round: CrashRoundView;
  before?: CrashRoundView;
  chain: CrashChainView;
}) {
  if (!round.hash || !round.crash_point) return null;
  const point = crashPoint(round.hash, chain.salt, chain.edge);
  const pointOk = point.toFixed(2) === Number(round.crash_point).toFixed(2);
  // SHA-256 of this hash must be the round before's hash; for the chain's first round, the terminating hash.
  const previous =
    round.position === 1
      ? chain.terminating_hash
      : before?.hash && before.position === round.position - 1
        ? before.hash
        : null;
  const linked = previous === null ? null : previousGameHash(round.hash) === previous;
  const ok = pointOk && linked !== false;
  return (
    <li className="flex items-center gap-2 border-t border-line py-2 text-xs">
      {ok ? (
        <CheckCircle2 size={14} className="shrink-0 text-win" />
      ) : (
        <XCircle size={14} className="shrink-0 text-loss" />
      )}
      <span className="tabular w-16 shrink-0 font-semibold">#{round.position}</span>
      <code className="min-w-0 flex-1 truncate text-text-muted">{round.hash}</code>
      <span className="tabular shrink-0 font-semibold">{formatMultiplier(point)}</span>
    </li>
  );
}

export function CrashFairnessModal({
  open,
  onClose,
  history,
}: {
  open: boolean;
  onClose(): void;
  history: CrashRoundView[];
}) {
  const chain = useCrashChain();
  const rounds = history.slice(0, 6);
  return (
    <FairnessDialog
      open={open}
      onClose={onClose}
      title="Crash fairness"
      description="Every crash point comes from a chain of hashes made before the first round."
      proof={chain.data}
    >
      {(published) => (
        <div className="flex flex-col gap-4 text-sm">
          <CopyField
            label="Terminating hash (published first)"
            value={published.terminating_hash}
            testId="crash-terminating-hash"
          />
          <CopyField label="Salt (chosen after the chain)" value={published.salt} testId="crash-salt" />
          <p className="tabular text-xs text-text-muted">
            Salt published {new Date(published.salt_published_at).toLocaleString()} ·{' '}
            {published.chain_length.toLocaleString('en-US')} rounds ·{' '}
            {(published.edge * 100).toFixed(2).replace(/\.?0+$/, '')}% house edge
          </p>
          <ol className="list-decimal space-y-1 pl-5 text-text-muted">
            <li>
              Rounds play the chain backwards: SHA-256 of a round's hash is the previous round's hash; the
              first round's is the terminating hash.
            </li>
            <li>
              h = HMAC-SHA256(key = round hash, message = salt); x = the first 8 hex characters of h as a
              number.
            </li>
            <li>Crash point = floor(max(1, 2³² ÷ (x + 1) × (1 − edge)) × 100) ÷ 100.</li>
          </ol>
          {rounds.some((r) => r.hash) && (
            <section aria-label="Recent rounds checked">
              <h3 className="mb-1 text-sm font-semibold">Recent rounds, checked in your browser</h3>
              <ul>
                {rounds.map((round, i) => (
                  <RoundCheck key={round.id} round={round} before={rounds[i + 1]} chain={published} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </FairnessDialog>
  );
}
