import { useEffect, useState } from 'react';
import { subscribeChannel } from '../../api/channels';
import { keys, queryClient, useMe } from '../../api/queries';
import { useLogout } from '../../navigation/use-logout';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { acceptPolicy } from './api';
import { policyPath } from './paths';

/**
 * When a new version of the Terms or the Sweeps Rules is published, a signed-in player accepts it before
 * going on (or logs out). The server announces a publication, so an open tab asks at once.
 */
export function PolicyPrompt() {
  const { data: me } = useMe();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(
    () =>
      subscribeChannel('announcements', 'policy-published', () => {
        void queryClient.invalidateQueries({ queryKey: keys.me });
      }),
    [],
  );
  const policies = me?.pending_policies ?? [];
  if (policies.length === 0) return null;

  async function acceptAll() {
    setPending(true);
    setError(undefined);
    try {
      for (const policy of policies) await acceptPolicy(policy.name, policy.version);
    } catch (caught) {
      // A version replaced while the prompt was open: fetch the newest and ask for that one.
      setError(caught instanceof Error ? caught.message : String(caught));
      await queryClient.invalidateQueries({ queryKey: keys.me });
    } finally {
      setPending(false);
    }
  }

  const titles = policies.map((p) => p.title).join(' and the ');
  return (
    <Modal
      open
      dismissible={false}
      width="md"
      title={`We have updated the ${titles}`}
      description="Please read what changed and accept to keep playing."
    >
      <div className="flex flex-col gap-4" data-testid="policy-prompt">
        {policies.map((policy) => (
          <section key={policy.name} className="rounded-lg border border-line bg-surface-2 p-4">
            <h3 className="font-semibold">
              {policy.title}{' '}
              <span className="text-sm font-normal text-text-muted">· version {policy.version}</span>
            </h3>
            <p className="mt-1 text-sm text-text-muted">{policy.changes}</p>
            <a
              href={policyPath(policy.name)}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-block text-sm font-semibold text-accent hover:underline"
            >
              Read the {policy.title}
            </a>
          </section>
        ))}
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void logout()}>
            Log out
          </Button>
          <Button pending={pending} onClick={acceptAll} data-testid="policy-accept">
            Accept
          </Button>
        </div>
      </div>
    </Modal>
  );
}
