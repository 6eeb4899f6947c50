// @naturverse/cli's public surface, for tooling that drives a deploy root from code (the
// repository's e2e suite, a team's scripts): the commands as functions over a root's store, the nginx
// configuration, the folder digest, the canary gate. The `naturverse` command (cli.ts) is the
// same functions behind a command line.
export { deployHub, endCanary, rollbackHub, type CommandOptions, type CommandResult } from './deploy/hub-commands.js';
export { projectShell, filesBehind } from './deploy/projection.js';
export { deployShell, rollbackShell } from './deploy/shell-commands.js';
export { history, status } from './deploy/report-commands.js';
export { newHubEntry, type NewHubFlags } from './deploy/hub-entry.js';
export { DeployError, formatRegistry, readHistory, readLedger, settleLedger, type DeployErrorKind, type Ledger } from './deploy/ledger.js';
export { EXIT } from './deploy/cli-errors.js';
export { ROOT_FOLDERS, SHELL_FACTS, hubManifestUrl } from './deploy/layout.js';
export { nginxConfig, nginxPattern, rootPolicy, writeNginxConfig, type NginxOptions } from './deploy/nginx.js';
export { differingFiles, treeDigest } from './deploy/publish.js';
export { copyRoot } from './deploy/copy-command.js';
export { openStore, parseS3Root } from './store/roots.js';
export { folderStore } from './store/folder-store.js';
export type { S3Root, Store, Tagged } from './store/store.js';
export { canaryGate, type GateVerdict, type VersionHealth } from './health/gate.js';
export { formatHealth, gateFromRows, readHealth, type HealthDb, type VersionRow } from './health/health.js';
export { healthGate, healthLines, type CanaryGate } from './health/promote-gate.js';
export { runDevCommand, NOT_INSTALLED } from './dev.js';
