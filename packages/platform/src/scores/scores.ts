/**
 * Game scores (spec §7 "Save score"): insert into `scores` with the signed-in
 * user's id or null. Higher is better, so timed games store negative ms.
 * Without a backend there is nowhere to save; failures are silently ignored.
 */
import { getBackendBridge } from '../backend/bridge.js';
import { TABLES } from '../backend/tables.js';

export async function saveScore(game: string, value: number): Promise<void> {
  try {
    const bridge = getBackendBridge();
    const client = await bridge.getClient();
    if (!client) return;
    await client.from(TABLES.scores.name).insert({ game, value, user_id: bridge.getUserId() });
  } catch {
    // spec §7: all failures of score calls are silently ignored
  }
}
