import { useState } from 'react';

/** Odds are named numbers: { multiplier, chance }, { target, chance }. */
type Sides<Odds> = { [Side in keyof Odds]: number };

type Texts<Odds> = Record<keyof Odds, string>;
/** How each side of the odds is written in its field (the decimals the server takes). */
export type OddsFormats<Odds> = Record<keyof Odds, (value: number) => string>;

const written = <Odds extends Sides<Odds>>(odds: Odds, formats: OddsFormats<Odds>) =>
  Object.fromEntries(
    (Object.keys(odds) as (keyof Odds)[]).map((side) => [side, formats[side](odds[side])]),
  ) as Texts<Odds>;

/**
 * Odds the player sets from either side (dice's multiplier or win chance, limbo's target or chance):
 * a field keeps what the player types until they leave it, then every field shows the odds it led to,
 * clamped and written as the server takes them.
 */
export function useOdds<Odds extends Sides<Odds>>(initial: Odds, formats: OddsFormats<Odds>) {
  const [odds, setOddsOnly] = useState(initial);
  const [texts, setTexts] = useState(() => written(initial, formats));
  const setOdds = (next: Odds) => {
    setOddsOnly(next);
    setTexts(written(next, formats));
  };
  return {
    odds,
    setOdds,
    /** The props of the field for one side; `from` turns the number typed there into the odds. */
    field: (side: keyof Odds, from: (typed: number) => Odds) => ({
      text: texts[side],
      onText: (text: string) => setTexts((t) => ({ ...t, [side]: text })),
      onCommit: () => setOdds(from(Number(texts[side]))),
    }),
  };
}
