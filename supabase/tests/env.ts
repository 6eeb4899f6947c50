/** Shared between the global setup (main process) and the test files (workers). */
export const ENV_SOCKET_DIR = 'NATURVERSE_PG_SOCKET_DIR';
export const ENV_STATE_DIR = 'NATURVERSE_PG_STATE_DIR';
/** Only names the socket file (.s.PGSQL.<port>) inside the private dir: no TCP. */
export const PG_PORT = 5432;
/** Each test file appends {"file","denied"} lines here; teardown prints the total. */
export const COUNTS_FILE = 'cross-user-counts.jsonl';
