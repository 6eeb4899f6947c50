/**
 * Which build of a hub this is, for QA, tools and the hub's team — never body text a child
 * reads: an empty, hidden mark after the hub's content carrying `data-hub` (the hub's title)
 * and `data-hub-version` (the hub build's __NATURVERSE_HUB_VERSION__). Grown-ups read the
 * version on /status and in the hub's reports. A subpath of @naturverse/ui outside its shared
 * API, like lazy-page: each hub bundles it, so it needs no newer shell.
 */
export function HubVersion({ hub, version }: { hub: string; version: string }) {
  return <div hidden className="nv-hub-version" data-hub={hub} data-hub-version={version} />;
}
