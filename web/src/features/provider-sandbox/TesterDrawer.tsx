import {
  NO_SANDBOX_FAULTS,
  type SandboxFaultSettings,
  type SandboxFaults,
  type SandboxRound,
} from '@casino/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { TesterPanel } from '../../ui/TesterPanel';
import { clearFaults, loadFaults, saveFaults } from './api';

type Switch = Exclude<keyof SandboxFaults, 'reorder'>;

const SWITCHES: { key: Switch; label: string }[] = [
  { key: 'retryBet', label: 'Retry the bet (as if it timed out)' },
  { key: 'retryWin', label: 'Retry each win (as if it timed out)' },
  { key: 'rollbackBet', label: 'Roll back the bet (its answer "never came")' },
  { key: 'duplicates', label: 'Send the bet and each win twice at once' },
  { key: 'latePromoWin', label: 'Deliver a promo win after the round closed' },
  { key: 'badSignature', label: 'Sign the bet wrongly' },
  { key: 'correction', label: "Correct the result after the round (Pragmatic's adjustment)" },
];

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-accent"
      />
      {label}
    </label>
  );
}

/**
 * The sandbox provider's misbehaviour on demand, collapsed under the game: this session's faults or
 * every session's, and the wallet calls of the last round with their answers. Its routes exist only
 * with the sandbox vendors.
 */
export function TesterDrawer({ sessionId, round }: { sessionId: string; round: SandboxRound | null }) {
  const [settings, setSettings] = useState<SandboxFaultSettings | null>(null);
  const [faults, setFaults] = useState<SandboxFaults>(NO_SANDBOX_FAULTS);
  const [everySession, setEverySession] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    void loadFaults(sessionId).then((loaded) => {
      setSettings(loaded);
      setFaults(loaded.faults);
      setEverySession(loaded.scope === 'global');
    });
  }, [sessionId]);

  const run = async (action: () => Promise<SandboxFaultSettings>) => {
    setPending(true);
    setFailure(undefined);
    try {
      const saved = await action();
      setSettings(saved);
      setFaults(saved.faults);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : 'The tester controls did not answer.');
    } finally {
      setPending(false);
    }
  };

  return (
    <details className="rounded-xl bg-surface-1" data-testid="provider-tester">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-text-muted">
        Tester{settings && settings.scope !== 'none' ? ` · faults on (${settings.scope})` : ''}
      </summary>
      <div className="p-3 pt-0">
        <TesterPanel title="Sandbox provider" testId="provider-tester-panel" level="h3">
          <div className="grid gap-2 sm:grid-cols-2">
            {SWITCHES.map(({ key, label }) => (
              <Toggle
                key={key}
                label={label}
                checked={faults[key]}
                onChange={(checked) => setFaults({ ...faults, [key]: checked })}
              />
            ))}
            <label className="flex flex-col gap-1 text-sm">
              Order
              <select
                value={faults.reorder}
                onChange={(event) =>
                  setFaults({ ...faults, reorder: event.target.value as SandboxFaults['reorder'] })
                }
                className="h-10 rounded-lg border border-line bg-surface-2 px-2"
              >
                <option value="none">In order</option>
                <option value="win-before-bet">Win before the bet is answered</option>
                <option value="rollback-before-bet">Rollback before the bet</option>
              </select>
            </label>
            <Toggle label="For every session" checked={everySession} onChange={setEverySession} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              pending={pending}
              onClick={() => run(() => saveFaults(sessionId, faults, everySession))}
            >
              Apply
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => run(() => clearFaults(sessionId))}
            >
              Play straight
            </Button>
          </div>
          {failure && <p className="text-sm text-loss">{failure}</p>}
          {round && (
            <ol
              className="flex flex-col gap-1 font-mono text-xs text-text-muted"
              aria-label="Wallet calls of the last round"
            >
              {round.calls.map((call, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed log, in order
                <li key={i}>
                  {call.call} {call.transaction?.slice(0, 8) ?? ''} {call.amount ?? ''} → {call.answer}
                </li>
              ))}
            </ol>
          )}
        </TesterPanel>
      </div>
    </details>
  );
}
