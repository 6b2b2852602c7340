import type { ReactNode } from 'react';

/** The frame every bonus page shares: a title, what the bonus is, and its content. */
export function BonusPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6">
      <header>
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="mt-1 text-sm text-text-muted">{intro}</p>
      </header>
      {children}
    </section>
  );
}
