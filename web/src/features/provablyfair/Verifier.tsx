import clsx from 'clsx';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GameInfo } from '../../house-games/catalog';
import { SelectField, TextField } from '../../ui/Field';
import { OutcomeView } from '../games';
import { VERIFY_FIELDS, type VerifyResult, verifyPlay } from './verify';

/** The form's values live in the query string: links prefill it and every section reads the same. */
export function useVerifierParams() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        if (value === '') p.delete(name);
        else p.set(name, value);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return { values, set };
}

export function useVerified(slug: string): VerifyResult {
  const { values } = useVerifierParams();
  return useMemo(() => verifyPlay(slug, values), [slug, values]);
}

/**
 * Recomputes a play in this browser with @casino/fairness, the code the server settles with: the
 * seeds and options in, the outcome out, and the SHA-256 of the revealed seed beside the hash that was
 * committed before the play.
 */
export function Verifier({ game }: { game: GameInfo }) {
  const spec = VERIFY_FIELDS[game.slug];
  const { values, set } = useVerifierParams();
  const result = useVerified(game.slug);
  if (!spec) return null;
  const committedLabel = spec.kind === 'duel' ? 'Host seed hash (committed)' : 'Server seed hash (committed)';

  return (
    <section
      aria-labelledby="verifier-title"
      data-testid="verifier"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-5"
    >
      <h2 id="verifier-title" className="flex items-center gap-2 text-base font-bold">
        <ShieldCheck size={18} className="text-win" /> Verify a {game.name} play
      </h2>
      <div className="grid gap-4 md:grid-cols-2 md:gap-6 2xl:grid-cols-1 2xl:gap-4">
        <form className="grid grid-cols-2 content-start gap-3" onSubmit={(e) => e.preventDefault()}>
          {spec.fields.map((field) => {
            const wide = field.kind === 'text';
            const common = {
              label: field.label,
              value: values[field.name] ?? field.fallback ?? '',
            };
            return (
              <div key={field.name} className={wide ? 'col-span-2' : 'col-span-1'}>
                {field.kind === 'select' ? (
                  <SelectField
                    {...common}
                    options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
                    onChange={(e) => set(field.name, e.target.value)}
                    className="capitalize"
                  />
                ) : (
                  <TextField
                    {...common}
                    inputMode={field.kind === 'number' ? 'numeric' : undefined}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(e) => set(field.name, e.target.value)}
                    className={clsx(wide && 'font-mono text-xs')}
                    data-testid={`verify-${field.name}`}
                  />
                )}
              </div>
            );
          })}
          {spec.kind !== 'crash' && (
            <div className="col-span-2">
              <TextField
                label={committedLabel}
                hint="Optional: paste the hash you were shown before playing."
                value={values.server_seed_hash ?? ''}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => set('server_seed_hash', e.target.value)}
                className="font-mono text-xs"
              />
            </div>
          )}
        </form>
        <VerifiedResult game={game} result={result} committed={values.server_seed_hash ?? ''} />
      </div>
    </section>
  );
}

function VerifiedResult({
  game,
  result,
  committed,
}: {
  game: GameInfo;
  result: VerifyResult;
  committed: string;
}) {
  if (!result.ok)
    return (
      <p
        className="rounded-lg border border-dashed border-line px-3 py-4 text-sm text-text-muted"
        role="status"
      >
        {'missing' in result
          ? `Enter the ${result.missing.join(', ').toLowerCase()} to see the result.`
          : result.error}
      </p>
    );
  const { verified } = result;
  const matches =
    committed.trim() === '' ? null : committed.trim().toLowerCase() === verified.commitment?.hash;
  return (
    <div
      className="flex min-w-0 flex-col gap-4 border-t border-line pt-4 md:border-t-0 md:pt-0 2xl:border-t 2xl:pt-4"
      aria-live="polite"
    >
      <p className="tabular text-xl font-extrabold" data-testid="verify-headline">
        {verified.headline}
      </p>
      <OutcomeView game={game.api} outcome={verified.outcome} />
      {verified.commitment && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-text-muted">{verified.commitment.label}</span>
          <code
            className="rounded-lg bg-surface-2 px-3 py-2 text-xs break-all text-text"
            data-testid="verify-hash"
          >
            {verified.commitment.hash}
          </code>
          {matches !== null && (
            <p
              className={clsx(
                'flex items-center gap-1.5 text-sm font-semibold',
                matches ? 'text-win' : 'text-loss',
              )}
              data-testid="verify-hash-match"
            >
              {matches ? <CircleCheck size={16} /> : <CircleX size={16} />}
              {matches ? 'Matches the committed hash' : 'Does not match the committed hash'}
            </p>
          )}
        </div>
      )}
      {verified.previousHash && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-text-muted">
            Previous round’s hash (SHA-256 of this one)
          </span>
          <code className="rounded-lg bg-surface-2 px-3 py-2 text-xs break-all">{verified.previousHash}</code>
        </div>
      )}
    </div>
  );
}
