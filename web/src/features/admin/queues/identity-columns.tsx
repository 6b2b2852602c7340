import type { AdminIdentitySession } from '@casino/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatWhen } from '../../../lib/format';
import { Badge, humanize } from '../parts';

const column = createColumnHelper<AdminIdentitySession>();

const STATUS_TONE: Record<string, 'good' | 'bad' | 'warn' | 'neutral'> = {
  approved: 'good',
  declined: 'bad',
  review: 'warn',
  resubmission_requested: 'warn',
};

/** The columns of an identity verification list (a player's sessions, the review queue). */
export const identityColumns = [
  column.accessor('created_at', { header: 'Started', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor((row) => [row.first_name, row.last_name].filter(Boolean).join(' '), {
    id: 'name',
    header: 'Name on document',
    meta: { filter: 'text' },
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('date_of_birth', { header: 'Born', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('document_country', { header: 'Country', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={STATUS_TONE[info.getValue()] ?? 'neutral'}>{humanize(info.getValue())}</Badge>
    ),
  }),
  column.accessor('reason', { header: 'Vendor reason', cell: (info) => info.getValue() ?? '—' }),
  column.accessor((row) => row.duplicate_of.length, {
    id: 'duplicates',
    header: 'Duplicate of',
    cell: ({ row }) =>
      row.original.duplicate_of.length === 0 ? (
        '—'
      ) : (
        <span className="flex flex-col gap-0.5">
          {row.original.duplicate_of.map((d) => (
            <span key={d.user_id} className="text-loss">
              #{d.user_id} {d.details}
            </span>
          ))}
        </span>
      ),
  }),
];
