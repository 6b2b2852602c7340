import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';

/** What a queued row says of the player it belongs to. */
interface PlayerOfRow {
  user_id: string;
  username: string | null;
  email: string;
}

/**
 * A queue's Player column: the player's username (their email while they have none), linking to their
 * page, with a text filter unless the queue searches players its own way.
 */
export function playerColumn<Row extends PlayerOfRow>({ filter = true } = {}): ColumnDef<Row, string> {
  return createColumnHelper<Row>().accessor((row) => row.username ?? row.email, {
    id: 'player',
    header: 'Player',
    ...(filter ? { meta: { filter: 'text' as const } } : {}),
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.user_id}`} className="font-semibold hover:text-accent">
        {row.original.username ?? row.original.email}
      </Link>
    ),
  });
}
