import { describe, expect, it } from 'vitest';
import { heardWebBuild, isOutdated, useServedBuild } from './web-build';

describe('the website update prompt (spec §4)', () => {
  it('asks only when the served build differs from the tab’s', () => {
    expect(isOutdated('aaa', 'bbb')).toBe(true);
    expect(isOutdated('aaa', 'aaa')).toBe(false);
  });

  it('never asks while either build is unknown (development, before the first connect)', () => {
    expect(isOutdated(null, 'bbb')).toBe(false);
    expect(isOutdated('aaa', null)).toBe(false);
  });

  it('keeps the last build a socket told, ignoring what is not one', () => {
    heardWebBuild({ build: 'one' });
    heardWebBuild({ build: '' });
    heardWebBuild('two');
    expect(useServedBuild.getState().build).toBe('one');
    heardWebBuild({ build: 'three' });
    expect(useServedBuild.getState().build).toBe('three');
  });
});
