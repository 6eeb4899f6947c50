import { describe, expect, it } from 'vitest';
import { joinedHubLinks } from './joined-hubs';

const NAV = [
  { to: '/zones', label: 'Zones' },
  { to: '/wishlist', label: 'Wishlist' },
];

describe('joinedHubLinks', () => {
  it('links a hub only the registry names, by its title at its first prefix', () => {
    const remotes = [
      { title: 'Zones', prefixes: ['/zones'] },
      { title: 'Birds', prefixes: ['/birds', '/nests'] },
    ];
    expect(joinedHubLinks(remotes, NAV)).toEqual([{ to: '/birds', label: 'Birds' }]);
  });

  it('adds nothing for a hub a header link already leads to, by any of its prefixes', () => {
    expect(joinedHubLinks([{ title: 'Marketplace', prefixes: ['/marketplace', '/wishlist'] }], NAV)).toEqual([]);
    expect(joinedHubLinks([], NAV)).toEqual([]);
  });
});
