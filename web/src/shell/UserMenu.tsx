import type { Me } from '@casino/contract';
import * as Popover from '@radix-ui/react-popover';
import { Briefcase, ChartColumn, Gamepad2, LogOut, Receipt, Settings, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEDGER_PATHS } from '../features/transactions';
import { useLogout } from '../navigation/use-logout';
import { PopoverPanel } from '../ui/PopoverPanel';

/** The account menu behind the player's initial: their transactions and plays, settings, security, log out. */
export function UserMenu({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const initial = (me.username ?? me.email).slice(0, 1).toUpperCase();
  const link =
    'flex h-10 items-center gap-3 rounded-lg px-3 text-sm text-text-muted hover:bg-surface-2 hover:text-text';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid="user-menu"
        aria-label="Account menu"
        className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-accent to-sc font-bold text-surface-0"
      >
        {initial}
      </Popover.Trigger>
      <PopoverPanel className="w-60 p-2">
        <div className="flex items-center gap-3 border-b border-line px-3 pt-1 pb-3">
          <User size={18} className="text-text-muted" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{me.username ?? 'New player'}</p>
            <p className="truncate text-xs text-text-muted">{me.email}</p>
          </div>
        </div>
        <nav className="flex flex-col pt-2">
          <Link to={LEDGER_PATHS.transactions} className={link} onClick={() => setOpen(false)}>
            <Receipt size={16} /> Transactions
          </Link>
          <Link to={LEDGER_PATHS.gamePlay} className={link} onClick={() => setOpen(false)}>
            <Gamepad2 size={16} /> My game play
          </Link>
          <Link to="/user/statistics" className={link} onClick={() => setOpen(false)}>
            <ChartColumn size={16} /> Statistics
          </Link>
          <Link to="/settings/general" className={link} onClick={() => setOpen(false)}>
            <Settings size={16} /> Settings
          </Link>
          <Link to="/settings/security" className={link} onClick={() => setOpen(false)}>
            <Shield size={16} /> Security
          </Link>
          {/* Staff ranks only; the back office checks every call on the server anyway. */}
          {me.rank !== 'other' && (
            <Link to="/admin" className={link} onClick={() => setOpen(false)} data-testid="admin-link">
              <Briefcase size={16} /> Back office
            </Link>
          )}
          <button
            type="button"
            data-testid="logout"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
            className={`${link} text-loss hover:text-loss`}
          >
            <LogOut size={16} /> Log out
          </button>
        </nav>
      </PopoverPanel>
    </Popover.Root>
  );
}
