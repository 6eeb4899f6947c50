import { describe, expect, it } from 'vitest';
import { withParams } from './search-params';

describe('withParams', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    const prev = new URLSearchParams('tab=builder&edit=local-1&keep=yes');
    expect(withParams(prev, { edit: null, tab: 'play', quiz: 'local-1' }).toString()).toBe('tab=play&keep=yes&quiz=local-1');
  });

  it('returns a new object and leaves the previous one as it was', () => {
    const prev = new URLSearchParams('story=a');
    const next = withParams(prev, { story: null });
    expect(next).not.toBe(prev);
    expect(prev.toString()).toBe('story=a');
    expect(next.toString()).toBe('');
  });

  it('removing a parameter that is not there changes nothing', () => {
    expect(withParams(new URLSearchParams('tab=play'), { edit: null }).toString()).toBe('tab=play');
  });
});
