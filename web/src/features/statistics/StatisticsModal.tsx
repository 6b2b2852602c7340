import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Modal } from '../../ui/Modal';
import { StatisticsView } from './StatisticsView';

/**
 * `?tab=stats` on any page (spec §2): the signed-in player's statistics, or with `&user=<name>` another
 * player's public ones; a guest asking for their own is offered the log-in.
 */
export default function StatisticsModal() {
  const { close, open, params } = useTab(['user']);
  const signedIn = useLoggedIn();
  const player = params.get('user');
  return (
    <Modal open onClose={close} width="md" title="Statistics">
      <StatisticsView player={player} signedIn={signedIn} onLogin={() => open('login')} />
    </Modal>
  );
}
