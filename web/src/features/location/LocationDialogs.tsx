import { LOCATION_TEXTS, locationRequiredText } from '@casino/contract';
import { MapPinOff, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useMe } from '../../api/queries';
import { useLogout } from '../../navigation/use-logout';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { LocationErrorArea } from './LocationErrorArea';
import { ensureFreshLocation, useLocationStore } from './location-store';

/** While the player plays Sweeps Coins, their check is renewed before it goes stale. */
const KEEP_FRESH_EVERY_MS = 30_000;

/**
 * The location dialogs of spec §2 (missing geolocation, with Logout; Access Restricted after a failed
 * check) and the geo-blocked notice for a check in a blocked state; it also keeps a Sweeps Coins
 * player's check fresh.
 */
export function LocationDialogs() {
  const { data: me } = useMe();
  const problem = useLocationStore((s) => s.problem);
  const dismiss = useLocationStore((s) => s.dismiss);
  const logout = useLogout();
  const { open } = useTab();
  const sweeps = me?.game_mode === 'SC';

  useEffect(() => {
    if (!sweeps) return;
    const renew = () => void ensureFreshLocation().catch(() => undefined);
    renew();
    const timer = setInterval(renew, KEEP_FRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [sweeps]);

  useEffect(() => {
    if (problem !== 'blocked') return;
    dismiss();
    open('blocked');
  }, [problem, dismiss, open]);

  if (problem === 'missing')
    return (
      <Modal open onClose={dismiss} title={LOCATION_TEXTS.missingTitle}>
        <div data-testid="location-missing" className="flex flex-col items-center gap-4 text-center">
          <MapPinOff className="text-text-muted" size={40} />
          <p className="text-sm text-text-muted">{LOCATION_TEXTS.missingBody}</p>
          <p className="text-sm">{locationRequiredText('play')}</p>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={dismiss}>
              Close
            </Button>
            <Button variant="danger" onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        </div>
      </Modal>
    );
  if (problem === 'restricted')
    return (
      <Modal open onClose={dismiss} title={LOCATION_TEXTS.accessRestricted}>
        <div data-testid="access-restricted" className="flex flex-col gap-4">
          <ShieldAlert className="mx-auto text-loss" size={40} />
          <LocationErrorArea />
        </div>
      </Modal>
    );
  return null;
}
