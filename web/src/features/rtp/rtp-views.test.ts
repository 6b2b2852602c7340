import type { GameRtp, MeasuredRtp, RtpList } from '@casino/contract';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Loaded, RtpGameView, RtpListView } from './RtpViews';
import { intervalText, measuredText, percent, theoreticalText } from './rtp-text';

const render = (view: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, view));

const none = (coin: 'GC' | 'SC'): MeasuredRtp => ({
  coin,
  rounds: 0,
  freeRounds: 0,
  wagered: '0.00',
  paidOut: '0.00',
  freePaidOut: '0.00',
  rtp: null,
  interval: null,
});

const played: MeasuredRtp = {
  coin: 'GC',
  rounds: 12480,
  freeRounds: 3,
  wagered: '24960.00',
  paidOut: '22464.00',
  freePaidOut: '4.00',
  rtp: 0.9,
  interval: { low: 0.8812, high: 0.9188 },
};

const dice: GameRtp = {
  gameId: 1,
  title: 'Dice',
  provider: 'Originals',
  providerSlug: 'originals',
  software: 'house',
  identifier: 'dice',
  theoretical: {
    rtp: 0.9,
    range: null,
    exact: null,
    source: 'house',
    engine: null,
    variant: null,
    note: 'At most 90% for every multiplier.',
  },
  measured: { GC: played, SC: none('SC') },
};

const reef: GameRtp = {
  ...dice,
  gameId: 15,
  title: 'Silver Reef',
  provider: 'Relax',
  providerSlug: 'relax',
  software: 'relax',
  identifier: 'silver-reef',
  theoretical: {
    rtp: 0.9605,
    range: null,
    exact: '96059/100000',
    source: 'engine',
    engine: 'video-slot',
    variant: 'steady',
    note: 'The video-slot engine’s steady table.',
  },
  measured: { GC: none('GC'), SC: none('SC') },
};

const list = (data: GameRtp[]): Loaded<RtpList> => ({
  isPending: false,
  isError: false,
  data: { data, page: 1, pageSize: 50, total: data.length },
});

describe('the RTP list page', () => {
  it('shows skeletons while loading and an alert when the call failed', () => {
    expect(
      render(createElement(RtpListView, { list: { isPending: true, isError: false }, search: '' })),
    ).toContain('data-testid="rtp-loading"');
    const failed = render(
      createElement(RtpListView, { list: { isPending: false, isError: true }, search: '' }),
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('could not load');
  });

  it('says when no game matches the search, and when nothing has been played yet', () => {
    expect(render(createElement(RtpListView, { list: list([]), search: 'zzz' }))).toContain('No games match');
    const unplayed = render(createElement(RtpListView, { list: list([reef]), search: '' }));
    expect(unplayed).toContain('data-testid="rtp-none-played"');
    expect(unplayed).toContain('No settled rounds yet');
  });

  it('lists each game with its theoretical and measured returns and rounds, linking to its page', () => {
    const html = render(createElement(RtpListView, { list: list([dice, reef]), search: '' }));
    expect(html).not.toContain('rtp-none-played');
    expect(html).toContain('href="/rtp/1"');
    expect(html).toContain('90.00%');
    expect(html).toContain('96.05%');
    expect(html).toContain('12,480');
  });
});

describe('a game’s RTP page', () => {
  it('loads, fails, and shows both coins with the interval, rounds and a link to play', () => {
    expect(render(createElement(RtpGameView, { game: { isPending: true, isError: false } }))).toContain(
      'data-testid="rtp-loading"',
    );
    expect(render(createElement(RtpGameView, { game: { isPending: false, isError: true } }))).toContain(
      'role="alert"',
    );
    const html = render(
      createElement(RtpGameView, { game: { isPending: false, isError: false, data: dice } }),
    );
    expect(html).toContain('88.12% – 91.88%');
    expect(html).toContain('Free rounds (not in the ratio)');
    expect(html).toContain('No settled rounds yet');
    expect(html).toContain('href="/casino/dice"');
    expect(html).toContain('95% interval');
    const slot = render(
      createElement(RtpGameView, { game: { isPending: false, isError: false, data: reef } }),
    );
    expect(slot).toContain('video-slot, steady table');
    expect(slot).toContain('96059/100000');
    expect(slot).toContain('href="/casino/games/relax-silver-reef"');
  });
});

describe('RTP texts', () => {
  it('round to two decimals of a percent and say what is missing', () => {
    expect(percent(0.960597)).toBe('96.06%');
    expect(theoreticalText({ ...dice.theoretical, range: { low: 0.98, high: 0.99 } })).toBe(
      '98.00% – 99.00%',
    );
    expect(theoreticalText({ ...dice.theoretical, rtp: null })).toBe('Not published');
    expect(measuredText(none('SC'))).toBe('No settled rounds yet');
    expect(intervalText({ ...played, rounds: 1, interval: null })).toBe('Needs at least two rounds');
  });
});
