import clsx from 'clsx';

/**
 * A thin bar filled to `percent` (0 to 100), announced as a progress bar named by `label`.
 * `className` places and colours the track, `fill` colours the filled part.
 */
export function ProgressBar({
  label,
  percent,
  className,
  fill,
}: {
  label: string;
  percent: number;
  className: string;
  fill: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={clsx('h-2 overflow-hidden rounded-full', className)}
    >
      <div className={clsx('h-full', fill)} style={{ width: `${percent}%` }} />
    </div>
  );
}
