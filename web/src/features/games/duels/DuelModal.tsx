import type { DuelView } from '@casino/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useMe } from '../../../api/queries';
import { useLoggedIn } from '../../../api/session';
import { formatCoins } from '../../../lib/format';
import { useTab } from '../../../navigation/use-tab';
import { CoinIcon } from '../../../ui/CoinIcon';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { Modal } from '../../../ui/Modal';
import { useDuel, useDuelLobby } from './api';
import { DuelActions } from './DuelActions';
import { DuelArena } from './DuelArena';
import { DuelVerification } from './DuelVerification';
import { OpenDuels } from './OpenDuels';

const STATUS: Record<DuelView['status'], string> = {
  open: 'Open: waiting for an opponent',
  joined: 'Both players are in: ready to roll',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

/**
 * `?tab=duels&duelId=` on any page (spec §2): one duel — host, guest, play, pot, each side's dice and
 * total, the winner, and the verification values with copy buttons — and what the viewer can do with
 * it. Without a duelId it lists the open duels.
 */
export default function DuelModal() {
  const { params, close } = useTab(['duelId']);
  const id = params.get('duelId');
  return id ? <OneDuel id={id} onClose={close} /> : <AllDuels onClose={close} />;
}

function OneDuel({ id, onClose }: { id: string; onClose(): void }) {
  const duel = useDuel(id);
  const lobby = useDuelLobby();
  const { data: me } = useMe();
  const viewerId = me ? String(me.id) : null;
  return (
    <Modal
      open
      onClose={onClose}
      width="md"
      title={`Duel #${id}`}
      description={duel.data ? STATUS[duel.data.status] : undefined}
    >
      {duel.isLoading ? (
        <LoadingBlocks blocks={['h-40 w-full', 'h-24 w-full']} />
      ) : duel.isError || !duel.data ? (
        <p role="alert" className="text-loss" data-testid="duel-error">
          {duel.error?.message ?? 'This duel could not be found.'}
        </p>
      ) : (
        <div className="flex flex-col gap-5" data-testid="duel-modal">
          <Facts duel={duel.data} />
          <DuelArena duel={duel.data} viewerId={viewerId} />
          <Rolls duel={duel.data} />
          <DuelActions duel={duel.data} viewerId={viewerId} hasActive={Boolean(lobby.data?.active)} />
          <DuelVerification duel={duel.data} onNavigate={onClose} />
        </div>
      )}
    </Modal>
  );
}

function Facts({ duel }: { duel: DuelView }) {
  const coin = (amount: string) => (
    <span className="tabular flex items-center gap-1.5 font-bold">
      <CoinIcon coin={duel.game_mode} size={16} /> {formatCoins(amount)}
    </span>
  );
  const items = [
    { label: 'Host', value: duel.user?.username ?? 'Hidden' },
    { label: 'Guest', value: duel.joiner ? (duel.joiner.username ?? 'Hidden') : '—' },
    { label: 'Play', value: coin(duel.wager) },
    { label: 'Pot', value: coin(duel.pot) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-lg bg-surface-2 px-3 py-2">
          <dt className="text-xs text-text-muted">{item.label}</dt>
          <dd className="truncate font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each side's result in numbers: total and its two dice, coloured for winner, loser or draw. */
function Rolls({ duel }: { duel: DuelView }) {
  if (duel.status !== 'finished' || !duel.host_result || !duel.guest_result) return null;
  const rows = [
    { side: 'host' as const, name: duel.user?.username ?? 'Hidden', r: duel.host_result },
    { side: 'guest' as const, name: duel.joiner?.username ?? 'Hidden', r: duel.guest_result },
  ];
  return (
    <table className="w-full text-sm" data-testid="duel-rolls">
      <thead className="text-left text-xs text-text-muted">
        <tr>
          <th className="py-1 font-medium">Side</th>
          <th className="py-1 text-right font-medium">First</th>
          <th className="py-1 text-right font-medium">Second</th>
          <th className="py-1 text-right font-medium">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ side, name, r }) => (
          <tr
            key={side}
            className={clsx(
              'border-t border-line',
              duel.winner === 'draw' ? 'text-gc' : duel.winner === side ? 'text-win' : 'text-loss',
            )}
          >
            <td className="truncate py-2">
              {side === 'host' ? 'Host' : 'Guest'} · {name}
            </td>
            <td className="tabular py-2 text-right">{r.first}</td>
            <td className="tabular py-2 text-right">{r.second}</td>
            <td className="tabular py-2 text-right font-bold">{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AllDuels({ onClose }: { onClose(): void }) {
  const lobby = useDuelLobby();
  const loggedIn = useLoggedIn();
  const { data: me } = useMe();
  return (
    <Modal open onClose={onClose} width="md" title="Duels" description="Open duels anyone may join.">
      <div className="flex flex-col gap-4">
        <OpenDuels
          duels={lobby.data?.data}
          loading={lobby.isLoading}
          viewerId={me ? String(me.id) : null}
          hasActive={Boolean(lobby.data?.active)}
          loggedIn={loggedIn}
        />
        <Link
          to="/casino/duels"
          onClick={onClose}
          className="text-sm font-semibold text-accent hover:underline"
        >
          Go to the duels lobby
        </Link>
      </div>
    </Modal>
  );
}
