/**
 * Which build of a hub this is, for QA and the hub's team: one small, muted line after the
 * hub's content ("Zones hub, version 0.2.0"; the version is the hub build's
 * __NATURVERSE_HUB_VERSION__). A subpath of @naturverse/ui outside its shared API, like
 * lazy-page: each hub bundles it, so it needs no newer shell.
 */
export function HubVersion({ hub, version }: { hub: string; version: string }) {
  return <p className="nv-muted nv-hub-version">{`${hub} hub, version ${version}`}</p>;
}
