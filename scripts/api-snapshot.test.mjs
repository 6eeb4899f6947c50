import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bumpFault, compareApi, currentApis } from './api-snapshot.mjs';

describe('shared package versions follow their API', () => {
  it('each shared package and the react-router subset match their committed API snapshot', { timeout: 120_000 }, () => {
    const faults = currentApis()
      .map(({ api, current }) => {
        const fault = compareApi(JSON.parse(readFileSync(api.snapshot, 'utf8')), current);
        return fault && `${api.name}: ${fault} (the version is in ${api.versionLives})`;
      })
      .filter(Boolean);
    expect(faults).toEqual([]);
  });
});

describe('compareApi', () => {
  const snapshot = { version: '1.2.0', exports: ['Button', 'Card'] };
  it('says "bump the version" when the exports change and the version does not', () => {
    expect(compareApi(snapshot, { version: '1.2.0', exports: ['Button', 'Card', 'Dialog'] })).toMatch(
      /added: Dialog; removed: none\) but its version did not: bump the version$/,
    );
    expect(compareApi(snapshot, { version: '1.2.0', exports: ['Button'] })).toMatch(/removed: Card\) but its version did not: bump the version$/);
  });

  it('asks for a major bump when an export is removed, a minor one when one is added', () => {
    expect(compareApi(snapshot, { version: '1.3.0', exports: ['Button'] })).toMatch(/^exports were removed \(Card\): bump the major version/);
    expect(compareApi(snapshot, { version: '1.2.1', exports: ['Button', 'Card', 'Dialog'] })).toMatch(/^exports were added \(Dialog\): bump the minor version/);
    expect(bumpFault('0.3.0', '0.4.0', { added: [], removed: ['X'] })).toBeNull();
  });

  it('a bumped version with the same or a matching change wants the snapshot rewritten', () => {
    expect(compareApi(snapshot, { version: '1.3.0', exports: ['Button', 'Card', 'Dialog'] })).toMatch(/snapshot is out of date/);
    expect(compareApi(snapshot, { version: '2.0.0', exports: ['Button'] })).toMatch(/snapshot is out of date/);
    expect(compareApi(snapshot, { version: '1.2.0', exports: ['Button', 'Card'] })).toBeNull();
  });
});
