import { describe, expect, it } from 'vitest';
import { buildCrumbs } from './breadcrumbs';

describe('buildCrumbs', () => {
  it('is empty (hidden) on the home page, where there would be one crumb', () => {
    expect(buildCrumbs('/')).toEqual([]);
    expect(buildCrumbs('')).toEqual([]);
  });

  it('starts with Home and uses friendly labels for known segments', () => {
    expect(buildCrumbs('/naturbank/nfts')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'NaturBank', to: '/naturbank' },
      { label: 'NFTs', to: '/naturbank/nfts' },
    ]);
  });

  it('replaces hyphens with spaces for unknown segments', () => {
    expect(buildCrumbs('/marketplace/turian-plush').map((c) => c.label)).toEqual([
      'Home',
      'Marketplace',
      'turian plush',
    ]);
  });

  it('ignores trailing and doubled slashes and decodes escapes', () => {
    expect(buildCrumbs('/worlds//thailandia/').map((c) => c.to)).toEqual(['/', '/worlds', '/worlds/thailandia']);
    expect(buildCrumbs('/worlds/thailandia/characters/Mango%20Mo').map((c) => c.label)).toEqual([
      'Home',
      'Worlds',
      'Thailandia',
      'Characters',
      'Mango Mo',
    ]);
    expect(buildCrumbs('/x/%E0%A4%A').at(-1)?.label).toBe('%E0%A4%A');
  });
});

describe('crumbs that are no page of their own', () => {
  it('the Characters crumb of a character page is text, not a link to a missing page', () => {
    const crumbs = buildCrumbs('/worlds/thailandia/characters/Mango');
    expect(crumbs.find((c) => c.label === 'Characters')).toEqual({ label: 'Characters', to: null });
    expect(crumbs.find((c) => c.label === 'Thailandia')?.to).toBe('/worlds/thailandia');
  });

  it('the /auth prefix of the sign-in callback is text', () => {
    expect(buildCrumbs('/auth/callback')[1]).toEqual({ label: 'Sign in', to: null });
  });
});
