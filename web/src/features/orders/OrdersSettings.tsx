import {
  createOrderSchema,
  ORDER_ACTIVE_MAX,
  ORDER_DEFAULT_AMOUNT,
  ORDER_TYPES,
  type Order,
  type OrderType,
} from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/errors';
import { formatCoins, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FormMessage, SelectField, TextField } from '../../ui/Field';
import { RequestCard } from '../../ui/RequestCard';
import { Skeleton } from '../../ui/Skeleton';
import { cancelOrder, createOrder, refreshOrders, useOrders } from './api';

const TYPE_LABELS: Record<OrderType, string> = { purchase: 'Purchase', redeem: 'Redemption', other: 'Other' };
const TYPE_OPTIONS = ORDER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

function NewOrderForm() {
  const [amount, setAmount] = useState(ORDER_DEFAULT_AMOUNT);
  const [rsn, setRsn] = useState('');
  const [type, setType] = useState<OrderType>('purchase');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      setRsn('');
      void refreshOrders();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrderSchema.safeParse({ amount, rsn, type });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    create.mutate(parsed.data);
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="order-form">
      <SelectField
        label="What for"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => setType(e.target.value as OrderType)}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Tell the cashier what you need"
          value={rsn}
          error={errors.rsn}
          maxLength={500}
          onChange={(e) => setRsn(e.target.value)}
        />
      </div>
      {create.isError && Object.keys(errors).length === 0 && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{create.error.message}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" pending={create.isPending}>
          Send to the cashier
        </Button>
      </div>
    </form>
  );
}

function OrderRow({ order }: { order: Order }) {
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: () => void refreshOrders(),
  });
  return (
    <RequestCard
      testId="order"
      status={order.status}
      details={
        <>
          <p className="font-semibold">
            {TYPE_LABELS[order.type]} · <span className="tabular-nums">{formatCoins(order.amount)}</span>
          </p>
          <p className="break-words text-sm text-text-muted">{order.rsn}</p>
          <p className="text-xs text-text-muted tabular-nums">
            {formatDateTime(order.created_at)}
            {order.closed_at && ` · closed ${formatDateTime(order.closed_at)}`}
          </p>
          {order.cancel_reason && <p className="mt-1 text-sm text-loss">{order.cancel_reason}</p>}
          {cancel.isError && <p className="mt-1 text-sm text-loss">{cancel.error.message}</p>}
        </>
      }
    >
      {order.is_active ? (
        <Button variant="secondary" size="sm" pending={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel order
        </Button>
      ) : (
        <span
          className={clsx(
            'self-start rounded-full px-2.5 py-1 text-xs font-semibold sm:self-center',
            order.status === 'completed' ? 'bg-accent/15 text-accent' : 'bg-loss/15 text-loss',
          )}
        >
          {order.status === 'completed' ? 'Completed' : 'Cancelled'}
        </span>
      )}
    </RequestCard>
  );
}

function OrderList({
  title,
  orders,
  empty,
  testId,
}: {
  title: string;
  orders: Order[];
  empty: string;
  testId: string;
}) {
  return (
    <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6" data-testid={testId}>
      <h2 className="text-base font-bold">
        {title} <span className="text-text-muted tabular-nums">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-sm text-text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /settings/orders: requests to the cashier (spec §3 Order). Active ones are listed as incomplete, the
 * rest as completed (spec §4); staff completing or cancelling one is heard live (see OrderToasts).
 */
export function OrdersSettings() {
  const { data: orders, isError, error } = useOrders();
  return (
    <div className="flex flex-col gap-6" data-testid="orders-page">
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="text-base font-bold">Ask the cashier</h2>
        <p className="mt-1 mb-4 text-sm text-text-muted">
          Need a hand with a purchase or a redemption? Our cashier picks it up and lets you know here. Up to{' '}
          {ORDER_ACTIVE_MAX} open orders at a time.
        </p>
        <NewOrderForm />
      </section>
      {isError ? (
        <FormMessage tone="error">{error.message}</FormMessage>
      ) : !orders ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : (
        <>
          <OrderList
            title="Incomplete"
            testId="orders-incomplete"
            orders={orders.filter((o) => o.is_active)}
            empty="No open orders."
          />
          <OrderList
            title="Completed"
            testId="orders-completed"
            orders={orders.filter((o) => !o.is_active)}
            empty="Nothing here yet."
          />
        </>
      )}
    </div>
  );
}
