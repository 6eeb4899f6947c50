import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_OPTIONS, locate, locationNote, reasonFromCode } from './location';

afterEach(() => vi.useRealTimers());

describe('location at upload', () => {
  it('asks with high accuracy and a 3000 ms timeout', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      ok({ coords: { latitude: 1.5, longitude: 2.25 } } as GeolocationPosition),
    );
    await expect(locate({ getCurrentPosition })).resolves.toEqual({ ok: true, lat: 1.5, lon: 2.25 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 3000, maximumAge: 0 });
    expect(GEO_OPTIONS.timeout).toBe(3000);
  });

  it.each([
    [1, 'denied', 'permission to use your location was not given'],
    [2, 'unavailable', 'your location could not be found'],
    [3, 'timeout', 'finding your location took too long'],
  ] as const)('error code %i → %s, said plainly', async (code, reason, words) => {
    const geo = { getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code } as GeolocationPositionError) };
    const result = await locate(geo);
    expect(result).toEqual({ ok: false, reason });
    expect(locationNote(result)).toBe(`Saved without a location: ${words}.`);
    expect(reasonFromCode(code)).toBe(reason);
  });

  it('no geolocation at all, or a throwing one, saves without a location', async () => {
    await expect(locate(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('blocked by policy');
      },
    };
    await expect(locate(throwing)).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });

  it('an unanswered permission prompt gives up after the wait, on the real clock', async () => {
    const result = await locate({ getCurrentPosition: () => {} }, 20.5);
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });

  it('a late answer after giving up changes nothing', async () => {
    vi.useFakeTimers();
    let answer: PositionCallback = () => {};
    const pending = locate({ getCurrentPosition: (ok) => void (answer = ok) }, 1000);
    await vi.advanceTimersByTimeAsync(999.5);
    await vi.advanceTimersByTimeAsync(0.5);
    answer({ coords: { latitude: 9, longitude: 9 } } as GeolocationPosition);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('says where it was saved', () => {
    expect(locationNote({ ok: true, lat: 51.5, lon: -0.1234567 })).toBe('Location saved: 51.5000, -0.1235.');
  });
});
