import type { TransactionDetail, TransactionName } from '@casino/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { formatCoins } from '../../lib/format';
import { Amount, When } from './Amount';
import { useTransaction } from './api';
import { DetailSkeleton, ListError } from './ListStates';
import { ACCOUNT_LABELS, kindLabel, listOf } from './labels';

/** /transactions/{name}/{id}: one movement, with what it changed on each of the player's accounts. */
export default function TransactionDetailPage() {
  const { name, id = '' } = useParams();
  const list = listOf(name);
  if (!list) return <Navigate to="/transactions/purchases" replace />;
  return <Movement name={list.name} label={list.label} id={id} />;
}

function Movement({ name, label, id }: { name: TransactionName; label: string; id: string }) {
  const movement = useTransaction(name, id);
  return (
    <article
      className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4"
      data-testid="transaction-detail"
    >
      <Link
        to={`/transactions/${name}`}
        className="inline-flex h-10 w-fit items-center gap-2 text-sm font-semibold text-text-muted hover:text-text"
      >
        <ArrowLeft size={16} /> {label}
      </Link>
      {movement.isPending ? (
        <DetailSkeleton />
      ) : movement.isError ? (
        <ListError message={movement.error.message} />
      ) : (
        <Detail movement={movement.data} />
      )}
    </article>
  );
}

function Detail({ movement }: { movement: TransactionDetail }) {
  const reference = movement.reference;
  return (
    <>
      <header className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-[20px] font-bold md:text-[28px]">
            {kindLabel(movement.kind)} <span className="tabular text-text-muted">#{movement.id}</span>
          </h1>
          <p className="text-sm text-text-muted">
            <When iso={movement.created_at} />
          </p>
        </div>
        <Amount coin={movement.coin} amount={movement.amount} className="text-[20px]" />
        {reference && (
          <p className="text-sm text-text-muted">
            For{' '}
            {reference.type === 'bet' ? (
              <Link
                to={`/my-game-play/${reference.id}`}
                className="font-semibold text-accent hover:underline"
              >
                play #{reference.id}
              </Link>
            ) : (
              <span className="tabular">
                {kindLabel(reference.type).toLowerCase()} #{reference.id}
              </span>
            )}
          </p>
        )}
      </header>
      <section
        aria-labelledby="entries-title"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface-1 p-4 md:p-6"
      >
        <h2 id="entries-title" className="text-base font-bold">
          Your accounts
        </h2>
        <ul className="flex flex-col">
          {movement.entries.map((entry) => (
            <li
              key={entry.account}
              data-testid="transaction-entry"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line py-3 first:border-t-0"
            >
              <span className="font-medium">{ACCOUNT_LABELS[entry.account]}</span>
              <span className="flex items-center gap-4">
                <Amount coin={movement.coin} amount={entry.amount} />
                <span className="text-sm text-text-muted">
                  Balance after <span className="tabular text-text">{formatCoins(entry.balance_after)}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
