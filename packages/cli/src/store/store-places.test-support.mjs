// The two places a store is tested in — a temporary folder and a fake RGW bucket — with the
// hooks that start and clean them, for every suite that runs one contract on both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { folderStore } from './folder-store.ts';
import { parseS3Root } from './roots.ts';
import { s3Store } from './s3-store.ts';
import { startFakeS3 } from './fake-s3.test-support.mjs';

export const ENV = { AWS_ACCESS_KEY_ID: 'FAKEKEY', AWS_SECRET_ACCESS_KEY: 'fake-secret', AWS_REGION: 'us-east-1' };

/** Registers the hooks; `places.folder()` / `places.s3()` open a fresh store; `fake()` is the running fake. */
export function storePlacesForTests() {
  let fake;
  let folder;
  let run = 0;
  beforeAll(async () => {
    fake = await startFakeS3({ pageSize: 2 });
  });
  afterAll(() => fake.close());
  afterEach(() => folder && rm(folder, { recursive: true, force: true }));
  const places = {
    folder: async () => {
      folder = await mkdtemp(join(tmpdir(), 'nv-store-'));
      return folderStore(folder);
    },
    s3: async () => s3Store(parseS3Root(`s3://site/run-${++run}`), { endpoint: fake.endpoint, env: ENV }),
  };
  return { places, fake: () => fake };
}
