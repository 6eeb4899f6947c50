// Candidate builds for `npm run test:e2e -- --candidate <hub>=<dist>`.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCandidates } from './serve.ts';

const built = mkdtempSync(join(tmpdir(), 'nv-candidate-'));
writeFileSync(join(built, 'mf-manifest.json'), '{}');
const empty = mkdtempSync(join(tmpdir(), 'nv-candidate-empty-'));
afterAll(() => [built, empty].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('parseCandidates', () => {
  it('maps each named hub to its build folder', () => {
    expect(parseCandidates(`zones=${built}, marketplace=${built}`)).toEqual({ zones: built, marketplace: built });
    expect(parseCandidates('')).toEqual({});
  });

  it('refuses, by name, a hub the site does not have, a missing folder and a folder without a hub build', () => {
    expect(() => parseCandidates(`birds=${built}`)).toThrow('no hub "birds"');
    expect(() => parseCandidates('zones')).toThrow("give the candidate's build folder");
    expect(() => parseCandidates(`zones=${empty}`)).toThrow('holds no hub build (no mf-manifest.json)');
  });
});
