import type { AdminUsersPage } from '@casino/contract';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { adminKeys, queryString, useAdminQuery } from '../api';
import { SearchBox } from '../table/SearchBox';

/** The player a chat sanction is for: their id, and the name staff know them by. */
export interface SanctionTarget {
  id: string;
  name: string;
}

/** How many of the players found are offered: staff narrow the search rather than scroll. */
const SHOWN = 6;

/**
 * Finds a player by id, username or email with the back office's player search (`/admin/users?q=`),
 * inside a dialog's form: Enter or Search asks, and a found player is chosen with one press.
 */
export function PlayerPicker({ onChoose }: { onChoose(target: SanctionTarget): void }) {
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState('');
  const found = useAdminQuery<AdminUsersPage>(
    adminKeys.area('users', 'list', asked, 1),
    `/admin/users${queryString({ q: asked })}`,
    asked !== '',
  );
  const search = () => setAsked(draft.trim());
  // The dialog's own form sends the sanction: Enter here searches instead.
  const enterSearches = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const players = found.data?.data.slice(0, SHOWN);
  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the search field inside */}
      <div className="flex gap-2" onKeyDown={enterSearches}>
        <SearchBox
          label="Find a player"
          value={draft}
          onChange={setDraft}
          placeholder="Id, username or email"
          className="h-10 min-w-0 flex-1 text-text placeholder:text-text-muted/70"
        />
        <Button variant="secondary" onClick={search} data-testid="sanction-player-search">
          <Search size={16} /> Search
        </Button>
      </div>
      {asked !== '' &&
        (found.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : found.error ? (
          <FormMessage tone="error">{found.error.message}</FormMessage>
        ) : players && players.length > 0 ? (
          <ul aria-label="Players found" className="flex flex-col gap-1">
            {players.map((player) => (
              <li key={player.id}>
                <button
                  type="button"
                  onClick={() => onChoose({ id: player.id, name: player.username ?? player.email })}
                  className="flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-line px-3 text-left text-sm hover:border-accent"
                >
                  <span className="truncate font-semibold">{player.username ?? 'No username yet'}</span>
                  <span className="truncate text-xs text-text-muted">{player.email}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-text-muted">No player matches “{asked}”.</p>
        ))}
    </div>
  );
}
