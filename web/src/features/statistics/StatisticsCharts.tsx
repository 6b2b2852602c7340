import type { Coin, CoinStatistics } from '@casino/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { shortAmount } from '../../lib/amounts';
import { dailySeries, playsPerGame } from './chart-series';

/** A design token's colour (styles.css `@theme`): a canvas cannot read `var(...)`. */
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || '#9fb0c3';

const HEIGHT = 200;

type Built = [uPlot.Options, uPlot.AlignedData];

/** How one chart's x axis reads: its scale, where its ticks go and what they say. */
interface XAxis {
  scale: uPlot.Scale;
  values: uPlot.Axis['values'];
  splits?: uPlot.Axis['splits'];
}

/**
 * What every chart here shares: its size, no legend, no points (bars only), the axes in the app's
 * colours; `yValues` says how the values read (amounts by default).
 */
function chartOptions(
  width: number,
  x: XAxis,
  series: uPlot.Series,
  yValues: (value: number) => string = shortAmount,
): uPlot.Options {
  const look = {
    stroke: token('text-muted'),
    grid: { stroke: token('line'), width: 1 },
    ticks: { stroke: token('line'), width: 1 },
    font: '12px Inter Variable, sans-serif',
  };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false } },
    scales: { x: x.scale },
    axes: [
      { ...look, values: x.values, ...(x.splits ? { splits: x.splits } : {}) },
      { ...look, size: 56, values: (_u, ticks) => ticks.map(yValues) },
    ],
    series: [{}, { ...series, points: { show: false } }],
  };
}

/** Bars, each filled `colour(value)`. */
const bars = (colour: (value: number) => string, size = 0.7) => {
  const colours: uPlot.Series.BarsPathBuilderFacet = {
    unit: 3,
    values: (u, series) => Array.from(u.data[series] ?? [], (v) => colour(v ?? 0)),
  };
  return uPlot.paths.bars?.({ size: [size, 48], radius: 0.15, disp: { fill: colours, stroke: colours } });
};

/**
 * One uPlot chart filling its box's width and resized with it (375 px phones to 1440 px screens). It is
 * built once: the charts are remounted when their figures change.
 */
function Chart({ label, build }: { label: string; build: (width: number) => Built }) {
  const box = useRef<HTMLDivElement>(null);
  const builder = useRef(build);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const [options, data] = builder.current(element.clientWidth);
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, []);
  return (
    <figure className="min-w-0 rounded-lg border border-line bg-surface-1 p-3" data-testid="statistics-chart">
      <figcaption className="mb-2 text-xs font-medium text-text-muted">{label}</figcaption>
      <div ref={box} className="w-full" role="img" aria-label={label} />
    </figure>
  );
}

const HALF_DAY_S = 43_200;
/**
 * Days on a time axis, labelled as dates (UTC, as they are counted). The scale reaches half a day past
 * the first and last day: uPlot ends it on them, which cut their bars in half (today's, the one a new
 * player has, showed as a sliver on the plot's edge).
 */
const DAYS: XAxis = {
  scale: { time: true, range: (_u, min, max) => [min - HALF_DAY_S, max + HALF_DAY_S] },
  values: (_u, ticks) =>
    ticks.map((t) =>
      new Date(t * 1000).toLocaleDateString([], { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    ),
};
const shortName = (name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

/**
 * The statistics charts of one coin (their own chunk with uPlot, loaded only where statistics are
 * shown): wagered per day in the coin's colour, profit per day green above zero and red below, and
 * plays per game.
 */
export default function StatisticsCharts({ coin, statistics }: { coin: Coin; statistics: CoinStatistics }) {
  const daily = dailySeries(statistics.days);
  const games = playsPerGame(statistics.games);
  const [coinColour, win, loss, accent] = [
    token(coin.toLowerCase()),
    token('win'),
    token('loss'),
    token('accent'),
  ];

  const wagered = (width: number): Built => [
    chartOptions(width, DAYS, { label: 'Wagered', paths: bars(() => coinColour) }),
    [daily.days, daily.wagered],
  ];
  const profit = (width: number): Built => [
    chartOptions(width, DAYS, { label: 'Profit', paths: bars((v) => (v < 0 ? loss : win)) }),
    [daily.days, daily.profit],
  ];
  // One bar per game, each under its name, the games spread over the width whatever their number.
  const gameAxis: XAxis = {
    scale: { time: false, range: () => [-0.5, games.names.length - 0.5] },
    splits: () => games.names.map((_, i) => i),
    values: (_u, ticks) => ticks.map((t) => shortName(games.names[t] ?? '')),
  };
  const plays = (width: number): Built => [
    chartOptions(width, gameAxis, { label: 'Plays', paths: bars(() => accent, 0.6) }, (v) =>
      Number.isInteger(v) ? v.toLocaleString() : '',
    ),
    [games.names.map((_, i) => i), games.plays],
  ];

  return (
    <div
      className="grid grid-cols-1 gap-3 @3xl:grid-cols-3"
      key={JSON.stringify([coin, statistics.days, statistics.games])}
    >
      <Chart label={`Wagered per day (${coin}, UTC)`} build={wagered} />
      <Chart label={`Profit per day (${coin}, UTC)`} build={profit} />
      <Chart label={`Plays per game (${coin})`} build={plays} />
    </div>
  );
}
