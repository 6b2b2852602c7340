import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayerText } from './PlayerText';
import { holdsHidden, revealHidden } from './visible-text';

const HOSTILE =
  '<img src=x onerror="alert(1)"><script>alert(2)</script> gnp\u202E.exe z\u200Bero \u2066iso\u2069';

describe('hostile text in the back office', () => {
  it('shows hidden and direction-changing characters as their code points', () => {
    expect(revealHidden('gnp\u202E.exe')).toBe('gnp[U+202E].exe');
    expect(revealHidden('z\u200Bero\uFEFF\u0000')).toBe('z[U+200B]ero[U+FEFF][U+0000]');
    expect(revealHidden('\u2066a\u2069 \u200F')).toBe('[U+2066]a[U+2069] [U+200F]');
    expect(holdsHidden('plain words, even שלום and <b>')).toBe(false);
    expect(holdsHidden('a\u00ADb')).toBe(true);
  });

  it('renders markup as text: no element, no script, no invisible character reaches the page', () => {
    const html = renderToStaticMarkup(createElement(PlayerText, { text: HOSTILE }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(html).toContain('gnp[U+202E].exe');
    expect(html).toContain('[U+2066]iso[U+2069]');
    expect(html).toMatch(/^<bdi dir="ltr"/);
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
    expect(html).toContain('hidden characters shown');
  });
});
