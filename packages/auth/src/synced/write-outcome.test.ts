import { describe, expect, it, vi } from 'vitest';
import { valueOrAlert } from './write-outcome.js';

describe('valueOrAlert', () => {
  it('returns the stored value without alerting', () => {
    const alert = vi.fn();
    expect(valueOrAlert({ ok: true, value: { id: 's1' } }, alert)).toEqual({ id: 's1' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('spec §8: alerts the server message and returns nothing to add', () => {
    const alert = vi.fn();
    expect(valueOrAlert({ ok: false, message: 'permission denied' }, alert)).toBeNull();
    expect(alert).toHaveBeenCalledWith('permission denied');
  });
});
