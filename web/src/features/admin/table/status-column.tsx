import type { ColumnHelper } from '@tanstack/react-table';
import { Badge, type Tone } from '../parts';

/** A line under a status; empty ones (no reason given, nobody decided yet) are left out. */
type Note = string | null | undefined | false;

/**
 * A row's status as a pill, with what explains it underneath (who decided and when, the reason given);
 * empty notes are left out.
 */
function StatusCell({ tone, status, notes }: { tone: Tone; status: string; notes: Note[] }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={tone}>{status}</Badge>
      {notes.map(
        (note, i) =>
          note && (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of notes, in a fixed order
            <span key={i} className="text-xs text-text-muted">
              {note}
            </span>
          ),
      )}
    </span>
  );
}

/**
 * A queue's Status column: the row's status as a pill in its tone, and under it what explains it
 * (`notes`: who decided and when, the reason given).
 */
export function statusColumn<Row extends { status: Status }, Status extends string>(
  column: ColumnHelper<Row>,
  tones: Record<Status, Tone>,
  notes: (row: Row) => Note[],
) {
  return column.accessor((row: Row) => row.status, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusCell
        tone={tones[row.original.status]}
        status={row.original.status}
        notes={notes(row.original)}
      />
    ),
  });
}
