import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The frame of a sandbox vendor's tester controls (location, chain): dashed, titled "… (testers only)",
 * so nobody mistakes it for the product. Shown only where the server offers the sandbox's routes.
 */
export function TesterPanel({
  title,
  testId,
  level = 'h2',
  children,
}: {
  /** What is simulated, e.g. 'Sandbox chain'. */
  title: string;
  testId: string;
  /** The heading's level where the panel sits (h3 inside a dialog's section). */
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-accent/60 p-4"
    >
      <Heading className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical size={16} className="text-accent" /> {title} (testers only)
      </Heading>
      {children}
    </section>
  );
}
