import type { ReactNode } from 'react';

/** One responsible-play tool: a titled card. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
      <h2 className="text-base font-bold">{title}</h2>
      <p className="mt-1 text-sm text-text-muted">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
