/**
 * The six hubs Naturverse is made of, built into the shell for one purpose only: to
 * name the fault when the registry (/remotes.json) is missing, broken or lacks a hub.
 * A family opening /zones then reads that this part cannot be reached right now, with
 * Try again — never 'Page not found' for a page that exists. Where a hub's code lives
 * still comes only from the registry.
 */
export interface KnownHub {
  name: string;
  title: string;
  prefixes: string[];
}

export const KNOWN_HUBS: readonly KnownHub[] = [
  { name: 'zones', title: 'Zones', prefixes: ['/zones'] },
  { name: 'marketplace', title: 'Marketplace', prefixes: ['/marketplace', '/cart', '/wishlist'] },
  { name: 'naturversity', title: 'Naturversity', prefixes: ['/naturversity'] },
  { name: 'naturbank', title: 'NaturBank', prefixes: ['/naturbank'] },
  { name: 'passport', title: 'Passport', prefixes: ['/passport'] },
  { name: 'navatar', title: 'Navatar', prefixes: ['/navatar'] },
];
