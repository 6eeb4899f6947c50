/**
 * The platform services (stamps, scores) need the signed-in user and the Supabase
 * client, but this package must not depend on supabase-js (it stays out of the first
 * load in demo mode). packages/auth registers itself here once it has a client.
 *
 * `BackendClient` is the structural slice of SupabaseClient the services use; the
 * real client satisfies it, and tests pass a fake.
 */
export interface BackendResult<T = unknown> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

/** The query-builder subset used by platform services (thenable like supabase-js). */
export interface BackendQuery extends PromiseLike<BackendResult> {
  select(columns?: string): BackendQuery;
  eq(column: string, value: unknown): BackendQuery;
  order(column: string, options?: { ascending?: boolean }): BackendQuery;
  limit(count: number): BackendQuery;
  single(): BackendQuery;
  maybeSingle(): BackendQuery;
}

export interface BackendTable {
  select(columns?: string): BackendQuery;
  insert(values: object | object[]): BackendQuery;
  upsert(values: object | object[], options?: { onConflict?: string }): BackendQuery;
}

export interface BackendClient {
  from(table: string): BackendTable;
  rpc(fn: string, args?: object): PromiseLike<BackendResult>;
}

export interface BackendBridge {
  /** Resolves to null in local demo mode. */
  getClient(): Promise<BackendClient | null>;
  /** The signed-in user's id, or null. */
  getUserId(): string | null;
}

const demoBridge: BackendBridge = {
  getClient: async () => null,
  getUserId: () => null,
};

let bridge: BackendBridge = demoBridge;

export function registerBackendBridge(next: BackendBridge): void {
  bridge = next;
}

export function getBackendBridge(): BackendBridge {
  return bridge;
}

/** Tests reset to demo mode between cases. */
export function resetBackendBridge(): void {
  bridge = demoBridge;
}
