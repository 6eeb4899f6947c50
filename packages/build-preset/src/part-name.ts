// The parts by name, for TypeScript (the type of PORTS and REMOTES' names): it cannot read them
// from registry/local.json, so `pnpm run new-hub` adds a new hub's name here.
export type PartName = 'shell' | 'zones' | 'marketplace' | 'naturversity' | 'naturbank' | 'passport' | 'navatar';
