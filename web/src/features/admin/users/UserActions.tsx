import {
  type AdjustmentResult,
  type AdminUserDetail,
  type ApprovalRequested,
  PLAYER_ACCOUNTS,
  type PlayerAccount,
  RANKS,
  type Rank,
} from '@casino/contract';
import { Ban, Coins, Lock, LockOpen, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { DialogActions } from '../../../ui/DialogActions';
import { FormMessage, SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Switch } from '../../../ui/Switch';
import { useMay, useStaff } from '../access';
import { post, useAdminAction } from '../api';
import { ReasonDialog } from '../parts';

type Dialog = 'freeze' | 'unfreeze' | 'ban' | 'unban' | 'rank' | 'adjust' | null;

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

  const freeze = useAdminAction<string>({
    send: (reason) => post(`${path}/${user.freeze ? 'unfreeze' : 'freeze'}`, { reason }),
    done: user.freeze ? 'The account is unfrozen.' : 'The account is frozen.',
    refresh,
  });
  const ban = useAdminAction<string>({
    send: (reason) => post(`${path}/${user.ban ? 'unban' : 'ban'}`, { reason }),
    done: user.ban ? 'The ban has been lifted.' : 'The player has been banned.',
    refresh,
  });
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

  if (!mayFreeze && !mayBan && !mayRank && !mayWatch && !mayAdjust) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-1 p-3">
      {mayFreeze && (
        <Button
          variant="secondary"
          data-testid={user.freeze ? 'admin-unfreeze' : 'admin-freeze'}
          onClick={() => setDialog(user.freeze ? 'unfreeze' : 'freeze')}
        >
          {user.freeze ? <LockOpen size={14} /> : <Lock size={14} />} {user.freeze ? 'Unfreeze' : 'Freeze'}
        </Button>
      )}
      {mayBan && (
        <Button
          variant={user.ban ? 'secondary' : 'danger'}
          data-testid={user.ban ? 'admin-unban' : 'admin-ban'}
          onClick={() => setDialog(user.ban ? 'unban' : 'ban')}
        >
          {user.ban ? <Undo2 size={14} /> : <Ban size={14} />} {user.ban ? 'Unban' : 'Ban'}
        </Button>
      )}
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
        open={dialog === 'freeze' || dialog === 'unfreeze'}
        onClose={close}
        title={user.freeze ? 'Unfreeze the account' : 'Freeze the account'}
        description={
          user.freeze
            ? 'The player can buy coins again.'
            : 'The player can still sign in and play, but cannot buy coins until the account is unfrozen.'
        }
        confirm={user.freeze ? 'Unfreeze' : 'Freeze'}
        pending={freeze.isPending}
        error={freeze.error}
        onConfirm={(reason) => freeze.mutate(reason, after)}
      />
      <ReasonDialog
        open={dialog === 'ban' || dialog === 'unban'}
        onClose={close}
        title={user.ban ? 'Lift the ban' : 'Ban the player'}
        description={
          user.ban
            ? 'The player can sign in again.'
            : 'The player is signed out everywhere at once and sees “Account Disabled”.'
        }
        confirm={user.ban ? 'Lift the ban' : 'Ban'}
        danger={!user.ban}
        pending={ban.isPending}
        error={ban.error}
        onConfirm={(reason) => ban.mutate(reason, after)}
      />
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
