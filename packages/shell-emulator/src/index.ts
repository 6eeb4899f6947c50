// @naturverse/shell-emulator: the shell's production build served around the hub under test.
export { serveShell, type EmulatedShell, type HubUnderTest, type ServeShellOptions } from './serve-shell.js';
export type { OtherHubsSource } from './other-hubs.js';
export type { HubFacts, HubIdentity } from './hub-identity.js';
export { UsageError, EXIT_USAGE } from './usage-error.js';
