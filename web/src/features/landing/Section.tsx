import type { ReactNode } from 'react';

/** One landing block: the page's width, spacing and a heading in the landing's voice. */
export function Section({
  id,
  eyebrow,
  title,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="mx-auto w-full max-w-[1440px] scroll-mt-6 px-4 py-10 md:px-8 md:py-14">
      {eyebrow && <p className="text-xs font-bold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>}
      <h2 className="mt-1 text-[24px] leading-tight font-black tracking-tight md:text-[32px]">{title}</h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
