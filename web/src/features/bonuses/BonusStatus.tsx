import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';

/** What a bonus page reads of its status query. */
interface StatusQuery<Status> {
  isPending: boolean;
  isError: boolean;
  data: Status | undefined;
}

/** A bonus's status once it is read: a skeleton while it loads, the bonus's own refusal text if it fails. */
export function BonusStatus<Status>({
  status,
  failed,
  children,
}: {
  status: StatusQuery<Status>;
  failed: string;
  children(status: Status): ReactNode;
}) {
  if (status.isPending) return <Skeleton className="h-20 w-full" />;
  if (status.isError || !status.data)
    return (
      <p role="alert" className="text-sm text-loss">
        {failed}
      </p>
    );
  return children(status.data);
}
