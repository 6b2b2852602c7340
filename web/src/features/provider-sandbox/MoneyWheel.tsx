import clsx from 'clsx';

const COLOURS = ['#1fd17a', '#f4c542', '#2ab3e6', '#ff4fa3', '#8a4fff', '#ff7a2f', '#2ed3a0'];

/**
 * A game-show money wheel: one segment per bet option and the bust, turned so the drawn segment stops
 * under the pointer at the top.
 */
export function MoneyWheel({
  segments,
  stop,
  turns,
}: {
  segments: string[];
  stop: string | null;
  turns: number;
}) {
  const all = [...segments, 'bust'];
  const angle = 360 / all.length;
  const index = stop ? all.indexOf(stop) : 0;
  const rotation = turns * 360 - index * angle - angle / 2;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[360px] overflow-hidden">
      <div
        className="absolute top-0 left-1/2 z-10 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-text"
        aria-hidden="true"
      />
      <svg
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={stop ? `The wheel stopped on ${stop}` : 'Money wheel'}
        className={clsx(
          'size-full transition-transform duration-1000 ease-out motion-reduce:transition-none',
        )}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        {all.map((label, i) => {
          const from = ((i * angle - 90) * Math.PI) / 180;
          const to = (((i + 1) * angle - 90) * Math.PI) / 180;
          const mid = (from + to) / 2;
          const path = `M0 0 L${95 * Math.cos(from)} ${95 * Math.sin(from)} A95 95 0 0 1 ${95 * Math.cos(to)} ${95 * Math.sin(to)} Z`;
          return (
            <g key={label}>
              <path
                d={path}
                fill={label === 'bust' ? '#2b4560' : COLOURS[i % COLOURS.length]}
                stroke="#0e1a24"
                strokeWidth="1.5"
              />
              <text
                x={62 * Math.cos(mid)}
                y={62 * Math.sin(mid)}
                fill="#0e1a24"
                fontSize="13"
                fontWeight="800"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${(mid * 180) / Math.PI + 90} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle r="14" fill="#16263a" stroke="#eef3f8" strokeWidth="2" />
      </svg>
    </div>
  );
}
