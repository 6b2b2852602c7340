/**
 * A gradient's colour stops in one line, as a design tool lists them: "offset colour [opacity]" per
 * stop, comma-separated ("0 #fff7cf, 0.45 #f4c542, 1 #b8860b").
 */
export type Stops = string;

const stopsOf = (stops: Stops) =>
  stops.split(',').map((stop) => {
    const [offset, colour, opacity] = stop.trim().split(' ');
    return <stop key={offset} offset={offset} stopColor={colour} stopOpacity={opacity} />;
  });

/**
 * A radial gradient for a game's drawn art (DESIGN.md "Artwork"): centred `at` "cx cy" of the shape's
 * box, as CSS writes `radial-gradient(at …)`, reaching out to `r`.
 */
export function RadialGradient({ id, at, r, stops }: { id: string; at: string; r: string; stops: Stops }) {
  const [cx, cy] = at.split(' ');
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {stopsOf(stops)}
    </radialGradient>
  );
}

/** A linear gradient for a game's drawn art: top to bottom, or corner to corner (top left first). */
export function LinearGradient({
  id,
  direction = 'down',
  stops,
}: {
  id: string;
  direction?: 'down' | 'diagonal';
  stops: Stops;
}) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={direction === 'down' ? '0' : '1'} y2="1">
      {stopsOf(stops)}
    </linearGradient>
  );
}
