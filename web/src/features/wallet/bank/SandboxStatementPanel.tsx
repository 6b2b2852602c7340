import { TesterPanel } from '../../../ui/TesterPanel';
import { useSandboxStatement } from './api';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * What the sandbox bank's statement shows for an account awaiting its micro-deposits, so a tester can
 * type them in as a player reads them off their real statement. Shown only when the server has the
 * sandbox bank; a live configuration has neither the panel nor its route.
 */
export function SandboxStatementPanel({ accountId }: { accountId: number }) {
  const statement = useSandboxStatement(accountId);
  const deposits = statement.data?.deposits ?? [];
  if (deposits.length === 0) return null;
  return (
    <TesterPanel title="Sandbox bank statement" testId="sandbox-statement" level="h3">
      <p className="text-xs text-text-muted">
        The two deposits sent:{' '}
        <strong className="text-text tabular-nums" data-testid="sandbox-deposits">
          {deposits.map(dollars).join(' and ')}
        </strong>
      </p>
    </TesterPanel>
  );
}
