import type { ReactNode } from 'react';
import type { OutcomePicture } from '../../../house-games/descriptor';

/** What a contract schema offers here: a parse that says whether an outcome has its shape. */
interface Shape<Outcome> {
  safeParse(outcome: unknown): { success: true; data: Outcome } | { success: false };
}

/**
 * A game's picture fed by its schemas. Tries the play's outcome first (the bet detail page), then its
 * draw (the verifier, which knows only the seeds), so nothing of a full outcome is dropped; null when
 * no schema reads it.
 */
export function picture<Outcome>(
  View: (props: { o: Outcome }) => ReactNode,
  ...shapes: Shape<NoInfer<Outcome>>[]
): OutcomePicture {
  return (outcome) => {
    for (const shape of shapes) {
      const parsed = shape.safeParse(outcome);
      if (parsed.success) return <View o={parsed.data} />;
    }
    return null;
  };
}
