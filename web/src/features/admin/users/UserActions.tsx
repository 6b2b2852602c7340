import {
  type AdjustmentResult,
  type AdminUserDetail,
  type ApprovalRequested,
  PLAYER_ACCOUNTS,
  type PlayerAccount,
  RANKS,
  type Rank,
  STAFF_RANKS,
} from '@casino/contract';
import { Coins, MessageSquareX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { DialogActions } from '../../../ui/DialogActions';
import { FormMessage, SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Switch } from '../../../ui/Switch';
import { useMay, useStaff } from '../access';
import { post, useAdminAction } from '../api';
import { SanctionDialog } from '../chat/SanctionDialog';
import { ReasonDialog } from '../parts';
import { BAN, FREEZE, RestrictionAction } from './RestrictionAction';

type Dialog = 'rank' | 'adjust' | 'chat' | null;

const ACCOUNT_COIN: Record<PlayerAccount, 'GC' | 'SC'> = { gc: 'GC', sc_unplayed: 'SC', sc_redeemable: 'SC' };
const ACCOUNT_LABEL: Record<PlayerAccount, string> = {
  gc: 'Gold Coins',
  sc_unplayed: 'Sweeps Coins, unplayed',
  sc_redeemable: 'Sweeps Coins, redeemable',
};

/**
 * What staff may do to a player, each behind a confirmation with a reason for the audit log. Buttons
 * the staff member's rank does not allow are left out; the server refuses them anyway.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const staff = useStaff();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const path = `/admin/users/${user.id}`;
  const refresh = ['users', 'audit'];
  const mayFreeze = useMay('users.freeze');
  const mayBan = useMay('users.ban');
  const mayRank = useMay('users.rank') && staff.id !== user.id;
  const mayWatch = useMay('users.balance_watch');
  const mayAdjust = useMay('users.adjust');
  // Staff are not muted or banned in chat (the server refuses it): the button is for players.
  const mayChat = useMay('chat.moderate') && !STAFF_RANKS.includes(user.rank);

  const watch = useAdminAction<boolean>({
    send: (on) => api(`${path}/balance-watch`, { method: 'PUT', body: { on } }),
    done: 'Balance watch updated.',
    refresh,
  });
  const [rank, setRank] = useState<Rank>(user.rank);
  const changeRank = useAdminAction<Rank>({
    send: (next) => api(`${path}/rank`, { method: 'PUT', body: { rank: next } }),
    done: 'The rank has been changed.',
    refresh,
  });
  const [account, setAccount] = useState<PlayerAccount>('sc_redeemable');
  const [amount, setAmount] = useState('');
  const adjust = useAdminAction<string, AdjustmentResult | ApprovalRequested>({
    send: (reason) =>
      post(
        `${path}/adjustments`,
        { coin: ACCOUNT_COIN[account], account, amount: amount.trim(), reason },
        true,
      ),
    // 202 over the maker-checker threshold: nothing moved yet, a second admin approves it.
    done: (answer) => ('approval' in answer ? answer.message : 'The adjustment has been booked.'),
    refresh: ['users', 'audit', 'ledger', 'approvals'],
  });
  const after = { onSuccess: close };

  if (!mayFreeze && !mayBan && !mayRank && !mayWatch && !mayAdjust && !mayChat) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-1 p-3">
      {mayFreeze && <RestrictionAction restriction={FREEZE} on={user.freeze !== null} path={path} />}
      {mayBan && <RestrictionAction restriction={BAN} on={user.ban !== null} path={path} />}
      {mayRank && (
        <Button variant="secondary" onClick={() => setDialog('rank')} data-testid="admin-rank">
          <ShieldCheck size={14} /> Change rank
        </Button>
      )}
      {mayAdjust && (
        <Button variant="secondary" onClick={() => setDialog('adjust')} data-testid="admin-adjust">
          <Coins size={14} /> Adjust balance
        </Button>
      )}
      {mayChat && (
        <Button variant="secondary" onClick={() => setDialog('chat')} data-testid="admin-chat-sanction">
          <MessageSquareX size={14} /> Chat
        </Button>
      )}
      {mayWatch && (
        <span className="ml-auto flex items-center gap-2 text-sm text-text-muted">
          Balance watch
          <Switch
            checked={user.balance_watch}
            disabled={watch.isPending}
            onChange={(on) => watch.mutate(on)}
            label="Balance watch"
            testId="admin-balance-watch"
          />
        </span>
      )}

      <ReasonDialog
        open={dialog === 'adjust'}
        onClose={close}
        title="Adjust the balance"
        description="A credit (25.00) or debit (-10.00) through the ledger; the reason goes to the audit log. Large amounts wait for a second admin's approval."
        confirm="Book the adjustment"
        pending={adjust.isPending}
        error={adjust.error}
        onConfirm={(reason) => adjust.mutate(reason, after)}
      >
        <SelectField
          label="Account"
          value={account}
          onChange={(e) => setAccount(e.target.value as PlayerAccount)}
          options={PLAYER_ACCOUNTS.map((a) => ({ value: a, label: ACCOUNT_LABEL[a] }))}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="25.00 or -10.00"
          required
        />
      </ReasonDialog>
      <SanctionDialog
        key={dialog === 'chat' ? 'chat' : 'closed'}
        open={dialog === 'chat'}
        onClose={close}
        target={{ id: user.id, name: user.username ?? user.email }}
      />
      <RankDialog
        open={dialog === 'rank'}
        onClose={close}
        rank={rank}
        onRank={setRank}
        pending={changeRank.isPending}
        error={changeRank.error}
        onConfirm={() => changeRank.mutate(rank, after)}
      />
    </div>
  );
}

/** Admins only (spec §6): who is staff, and at which rank; the server never lets one change their own. */
function RankDialog({
  open,
  onClose,
  rank,
  onRank,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onClose(): void;
  rank: Rank;
  onRank(rank: Rank): void;
  pending: boolean;
  error: Error | null;
  onConfirm(): void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Change rank" description="Staff ranks: helper < mod < admin.">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <SelectField
          label="Rank"
          value={rank}
          onChange={(e) => onRank(e.target.value as Rank)}
          options={RANKS.map((r) => ({ value: r, label: r === 'other' ? 'player (no staff rank)' : r }))}
        />
        {error && <FormMessage tone="error">{error.message}</FormMessage>}
        <DialogActions onCancel={onClose} pending={pending} data-testid="dialog-confirm">
          Change rank
        </DialogActions>
      </form>
    </Modal>
  );
}
