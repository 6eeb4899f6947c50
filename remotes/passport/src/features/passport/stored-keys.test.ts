import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { BADGES_SPEC, STAMPS_SPEC } from './local-store';

describeStoredValueFaults({ passportStamps: STAMPS_SPEC, passportBadges: BADGES_SPEC });

const stamp = (id: string) => ({ id, user_id: 'local', world: 'thailandia', title: 'Thailandia', note: '', created_at: '2026-02-01T09:00:00.000Z' });
const badge = (id: string) => ({ id, user_id: 'local', code: `code-${id}`, label: 'Explorer', created_at: '2026-02-01T09:00:00.000Z' });

describeOneBadEntry({
  'passport stamps': { spec: STAMPS_SPEC, good: [stamp('s1'), stamp('s2')], bad: { ...stamp('s-bad'), world: '' } },
  'passport badges': { spec: BADGES_SPEC, good: [badge('b1'), badge('b2')], bad: { ...badge('b-bad'), created_at: 'someday' } },
});
