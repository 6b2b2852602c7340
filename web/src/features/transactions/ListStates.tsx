import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { EMPTY_TEXT } from './labels';

/** The spec's empty text, and what will appear here once there is something. */
export function EmptyList({ hint }: { hint: string }) {
  return (
    <div
      className="rounded-xl border border-line bg-surface-1 px-6 py-12 text-center"
      data-testid="list-empty"
    >
      <p className="font-semibold">{EMPTY_TEXT}</p>
      <p className="mt-1 text-sm text-text-muted">{hint}</p>
    </div>
  );
}

/** A list or a page that could not be read. */
export function ListError({ message }: { message: string }) {
  return (
    <p className="rounded-xl border border-line bg-surface-1 p-8 text-center text-text-muted" role="alert">
      {message}
    </p>
  );
}

/** A details page still on its way: its header card and the card below. */
export function DetailSkeleton() {
  return <LoadingBlocks blocks={['h-32 w-full rounded-xl', 'h-52 w-full rounded-xl']} className="gap-4" />;
}
