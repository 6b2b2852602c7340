import clsx from 'clsx';

/** A landing point's title and its line of text, under or beside the point's icon. */
export function PointText({ title, text, small = false }: { title: string; text: string; small?: boolean }) {
  return (
    <>
      <h3 className="text-base font-bold">{title}</h3>
      <p className={clsx('mt-1 text-text-muted', small ? 'text-[13px] leading-snug' : 'text-sm')}>{text}</p>
    </>
  );
}
