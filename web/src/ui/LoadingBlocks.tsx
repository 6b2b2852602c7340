import clsx from 'clsx';
import { Skeleton } from './Skeleton';

/** Placeholder blocks stacked where a modal's or page's content will load; `blocks` are their sizes. */
export function LoadingBlocks({ blocks, className = 'gap-3' }: { blocks: string[]; className?: string }) {
  return (
    <div className={clsx('flex flex-col', className)} aria-busy="true">
      {blocks.map((size, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move
        <Skeleton key={i} className={size} />
      ))}
    </div>
  );
}
