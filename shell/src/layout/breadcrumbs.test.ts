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
    expect(buildCrumbs('/marketplace/turian-plush').map((c) => c.label)).toEqual(['Home', 'Marketplace', 'turian plush']);
  });

  it('ignores trailing and doubled slashes and decodes escapes', () => {
    expect(buildCrumbs('/worlds//thailandia/').map((c) => c.to)).toEqual(['/', '/worlds', '/worlds/thailandia']);
    expect(buildCrumbs('/worlds/thailandia/characters/Mango%20Mo').map((c) => c.label)).toEqual(['Home', 'Worlds', 'Thailandia', 'Characters', 'Mango Mo']);
    expect(buildCrumbs('/x/%E0%A4%A').at(-1)?.label).toBe('%E0%A4%A');
  });

  it('a step that is no page of its own is text, not a link to Page not found', () => {
    expect(buildCrumbs('/worlds/thailandia/characters/turian').map((c) => c.to)).toEqual([
      '/',
      '/worlds',
      '/worlds/thailandia',
      null,
      '/worlds/thailandia/characters/turian',
    ]);
    expect(buildCrumbs('/auth/callback').map((c) => c.to)).toEqual(['/', null, '/auth/callback']);
    // only that exact step: a world named like the rule's words keeps its link
    expect(buildCrumbs('/worlds/characters').map((c) => c.to)).toEqual(['/', '/worlds', '/worlds/characters']);
  });
});
