import { describe, expect, it, vi } from 'vitest';
import { addOrAlert } from './add-entry';

describe('addOrAlert', () => {
  it('returns the added row without alerting', async () => {
    const alert = vi.fn();
    await expect(addOrAlert(async () => ({ ok: true, value: { id: 's1' } }), alert)).resolves.toEqual({ id: 's1' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts the server message and returns nothing to add', async () => {
    const alert = vi.fn();
    await expect(addOrAlert(async () => ({ ok: false, message: 'permission denied' }), alert)).resolves.toBeNull();
    expect(alert).toHaveBeenCalledWith('permission denied');
  });
});
