import { describe, expect, it } from 'vitest';
import { asMap, describeOneBadEntry, describeStoredValueFaults, stubBrowserStorage } from '@naturverse/platform/testing';
import { HUB_OVERRIDES_SPEC, readStoredOverrides, saveOverride } from './overrides-store';

describeStoredValueFaults({ hubOverrides: HUB_OVERRIDES_SPEC });

describe('stored hub overrides', () => {
  it('round-trips one hub’s override and removes it again, leaving the others', () => {
    stubBrowserStorage();
    expect(saveOverride('zones', 'http://localhost:3551/mf-manifest.json')).toEqual({ ok: true });
    expect(saveOverride('passport', 'http://localhost:3552/mf-manifest.json')).toEqual({ ok: true });
    expect(saveOverride('zones', null)).toEqual({ ok: true });
    expect(readStoredOverrides()).toEqual({ passport: 'http://localhost:3552/mf-manifest.json' });
  });

  it('drops a bad entry alone', () => {
    const storage = stubBrowserStorage();
    storage.setItem(HUB_OVERRIDES_SPEC.key, JSON.stringify({ version: 1, state: { zones: 'http://a/m.json', passport: 7, navatar: '' } }));
    expect(readStoredOverrides()).toEqual({ zones: 'http://a/m.json' });
  });
});

describeOneBadEntry({
  'hub overrides': { spec: HUB_OVERRIDES_SPEC, good: [{ zones: 'http://a/m.json' }, { passport: 'http://b/m.json' }], bad: { navatar: 7 }, wrap: asMap },
});
