import { Ban, Lock, LockOpen, type LucideIcon, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { post, useAdminAction } from '../api';
import { ReasonDialog } from '../parts';

/** Setting or lifting a restriction: the call (`/admin/users/:id/<call>`), its button, dialog and toast. */
interface RestrictionStep {
  call: string;
  label: string;
  Icon: LucideIcon;
  title: string;
  description: string;
  confirm: string;
  done: string;
}

/** A restriction staff put on a player and lift again; `danger` marks setting it as drastic. */
export interface Restriction {
  set: RestrictionStep;
  lift: RestrictionStep;
  danger: boolean;
}

export const FREEZE: Restriction = {
  set: {
    call: 'freeze',
    label: 'Freeze',
    Icon: Lock,
    title: 'Freeze the account',
    description: 'The player can still sign in and play, but cannot buy coins until the account is unfrozen.',
    confirm: 'Freeze',
    done: 'The account is frozen.',
  },
  lift: {
    call: 'unfreeze',
    label: 'Unfreeze',
    Icon: LockOpen,
    title: 'Unfreeze the account',
    description: 'The player can buy coins again.',
    confirm: 'Unfreeze',
    done: 'The account is unfrozen.',
  },
  danger: false,
};

export const BAN: Restriction = {
  set: {
    call: 'ban',
    label: 'Ban',
    Icon: Ban,
    title: 'Ban the player',
    description: 'The player is signed out everywhere at once and sees “Account Disabled”.',
    confirm: 'Ban',
    done: 'The player has been banned.',
  },
  lift: {
    call: 'unban',
    label: 'Unban',
    Icon: Undo2,
    title: 'Lift the ban',
    description: 'The player can sign in again.',
    confirm: 'Lift the ban',
    done: 'The ban has been lifted.',
  },
  danger: true,
};

/**
 * The button that sets a restriction on the player at `path`, or lifts the one in force (`on`), behind
 * a confirmation whose reason goes to the audit log.
 */
export function RestrictionAction({
  restriction,
  on,
  path,
}: {
  restriction: Restriction;
  on: boolean;
  path: string;
}) {
  const [open, setOpen] = useState(false);
  const step = on ? restriction.lift : restriction.set;
  const danger = restriction.danger && !on;
  const action = useAdminAction<string>({
    send: (reason) => post(`${path}/${step.call}`, { reason }),
    done: step.done,
    refresh: ['users', 'audit'],
  });
  return (
    <>
      <Button
        variant={danger ? 'danger' : 'secondary'}
        data-testid={`admin-${step.call}`}
        onClick={() => setOpen(true)}
      >
        <step.Icon size={14} /> {step.label}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={step.title}
        description={step.description}
        confirm={step.confirm}
        danger={danger}
        pending={action.isPending}
        error={action.error}
        onConfirm={(reason) => action.mutate(reason, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
