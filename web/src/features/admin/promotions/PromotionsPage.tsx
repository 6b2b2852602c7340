import type { AdminBundlePromotion, AdminDiscount, AdminPromotions } from '@casino/contract';
import { type ColumnHelper, createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatCoins, formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { adminKeys, post, useAdminAction, useAdminQuery } from '../api';
import { Badge, PageTitle } from '../parts';
import { withRowActions } from '../row-actions';
import { DataTable, queryProps } from '../table/DataTable';
import { EMPTY_FORM, formOf, type PromotionForm } from './draft';
import { PromotionFormDialog } from './PromotionFormDialog';

type Stopping =
  | { kind: 'promotion'; id: number; name: string }
  | { kind: 'discount'; id: number; name: string };

const promotion = createColumnHelper<AdminBundlePromotion>();
const discount = createColumnHelper<AdminDiscount>();
const worst = (value: string | null) => (value === null ? 'No limit' : value);

function Status({ live, disabled }: { live: boolean; disabled?: boolean }) {
  if (disabled) return <Badge tone="bad">disabled</Badge>;
  return live ? <Badge tone="good">live</Badge> : <Badge>not running</Badge>;
}

/** What a promotion and a discount both say of their running: whether, and until when. */
interface Offer {
  live: boolean;
  first_purchase_only: boolean;
  ends_at: string | null;
}

/** What only some offers add to their status: stopped by staff, or over the rule of docs/promotions.md. */
interface OfferFlags {
  disabled?: boolean;
  overRule?: boolean;
}

/** An offer list's Status and Ends columns: whether it runs and for whom, and when it stops. */
function offerRunColumns<Row extends Offer>(
  column: ColumnHelper<Row>,
  flags: (row: Row) => OfferFlags = () => ({}),
) {
  return [
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const { disabled, overRule } = flags(row.original);
        return (
          <span className="flex flex-wrap gap-1">
            <Status live={row.original.live} disabled={disabled} />
            {row.original.first_purchase_only && <Badge tone="warn">first purchase</Badge>}
            {overRule && <Badge tone="bad">over the rule</Badge>}
          </span>
        );
      },
    }),
    column.accessor((row) => row.ends_at, {
      id: 'ends_at',
      header: 'Ends',
      cell: (c) => formatWhen(c.getValue()),
    }),
  ];
}

/**
 * `/admin/promotions`: every bundle promotion and special discount with what it costs (SC given per
 * USD taken, the worst case per player and in all); a new one is saved only within the rule of
 * docs/promotions.md, and any can be stopped.
 */
export function PromotionsPage() {
  const query = useAdminQuery<AdminPromotions>(adminKeys.area('promotions'), '/admin/promotions');
  const [editing, setEditing] = useState<PromotionForm | null>(null);
  const [stopping, setStopping] = useState<Stopping | null>(null);
  const stop = useAdminAction<Stopping, { message: string }>({
    send: (s) =>
      post(
        s.kind === 'promotion'
          ? `/admin/promotions/${s.id}/disable`
          : `/admin/promotions/discounts/${s.id}/disable`,
      ),
    done: (answer) => answer.message,
    refresh: ['promotions', 'audit'],
  });

  const promotionColumns = withRowActions(
    [
      promotion.accessor('name', { header: 'Promotion', meta: { filter: 'text' } }),
      promotion.accessor('reward_type', { header: 'Reward' }),
      promotion.accessor('bundle_price', { header: 'Bundle (USD)', meta: { numeric: true } }),
      promotion.accessor(
        (p) =>
          `${formatCoins(p.cost.gc)} GC + ${formatCoins(p.cost.sc)} SC${p.num_spins ? ` (with ${p.num_spins} free spins of ${p.free_spins_game_title ?? 'a game'})` : ''}`,
        { id: 'gives', header: 'Gives' },
      ),
      promotion.accessor((p) => p.cost.sc_per_usd, {
        id: 'sc_per_usd',
        header: 'SC per USD',
        meta: { numeric: true },
      }),
      promotion.accessor((p) => p.cost.per_player_sc, {
        id: 'per_player',
        header: 'Worst case / player',
        meta: { numeric: true },
        cell: (c) => worst(c.getValue()),
      }),
      promotion.accessor((p) => p.cost.total_sc, {
        id: 'total',
        header: 'Worst case in all',
        meta: { numeric: true },
        cell: (c) => worst(c.getValue()),
      }),
      promotion.accessor('uses', { header: 'Used', meta: { numeric: true } }),
      ...offerRunColumns(promotion, (p) => ({
        disabled: p.disabled_at !== null,
        overRule: !p.cost.within_rule,
      })),
    ],
    promotion,
    (p) =>
      p.disabled_at === null && (
        <span className="flex gap-1">
          <Button size="sm" variant="secondary" onClick={() => setEditing(formOf(p))}>
            Change
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setStopping({ kind: 'promotion', id: p.id, name: p.name })}
          >
            Disable
          </Button>
        </span>
      ),
  );

  const discountColumns = withRowActions(
    [
      discount.accessor('title', { header: 'Discount', meta: { filter: 'text' } }),
      discount.accessor('slug', { header: 'Slug' }),
      discount.accessor((d) => d.bundles.map((b) => `${b.price} (was ${b.actual_price})`).join(', '), {
        id: 'bundles',
        header: 'Bundles (USD)',
      }),
      discount.accessor((d) => d.bundles.map((b) => b.cost.sc_per_usd ?? '—').join(', '), {
        id: 'sc_per_usd',
        header: 'SC per USD',
        meta: { numeric: true },
      }),
      ...offerRunColumns(discount),
    ],
    discount,
    (d) =>
      d.live && (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setStopping({ kind: 'discount', id: d.id, name: d.title })}
        >
          End now
        </Button>
      ),
  );

  return (
    <section className="flex flex-col gap-6">
      <PageTitle
        title="Promotions"
        hint="Free SC never exceed the price paid (1 SC per USD), except a first-purchase offer, once per player. Each offer's cost is shown before it is saved."
      >
        <Button
          className="whitespace-nowrap"
          onClick={() => setEditing(EMPTY_FORM)}
          disabled={!query.data}
          data-testid="new-promotion"
        >
          <Plus size={16} /> New promotion
        </Button>
      </PageTitle>
      <DataTable<AdminBundlePromotion>
        label="Promotions"
        columns={promotionColumns}
        {...queryProps(query, query.data?.promotions)}
        empty="No promotion yet."
        rowId={(row) => String(row.id)}
      />
      <div>
        <h2 className="mb-2 text-lg font-semibold">Special discounts</h2>
        <DataTable<AdminDiscount>
          label="Special discounts"
          columns={discountColumns}
          {...queryProps(query, query.data?.discounts)}
          empty="No special discount yet."
          rowId={(row) => String(row.id)}
        />
      </div>
      {editing && query.data && (
        <PromotionFormDialog
          initial={editing}
          ladder={query.data.ladder}
          freeSpinsGameTitle={
            query.data.promotions.find((p) => p.id === editing.id)?.free_spins_game_title ?? null
          }
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        open={stopping !== null}
        onClose={() => setStopping(null)}
        title={stopping?.kind === 'discount' ? 'End the discount' : 'Disable the promotion'}
        description={`${stopping?.name ?? ''} is no longer shown or sold; purchases already made keep their coins.`}
      >
        <div className="flex flex-col gap-4">
          {stop.error && <FormMessage tone="error">{stop.error.message}</FormMessage>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setStopping(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              pending={stop.isPending}
              data-testid="dialog-confirm"
              onClick={() => stopping && stop.mutate(stopping, { onSuccess: () => setStopping(null) })}
            >
              {stopping?.kind === 'discount' ? 'End now' : 'Disable'}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
