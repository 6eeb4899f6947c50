/**
 * Where a photo was taken (spec §7: geolocation at upload, high accuracy, 3000 ms timeout).
 * Never fails the save: denied, unavailable or timed out resolves to "no location" and a
 * sentence saying so.
 */
export type LocationResult = { ok: true; lat: number; lon: number } | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 3000, maximumAge: 0 };
/**
 * The browser's timeout only starts once permission is granted, so an unanswered permission
 * prompt could wait forever; after this long we save without a location.
 */
export const PROMPT_WAIT_MS = 15_000;

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function reasonFromCode(code: number): 'denied' | 'unavailable' | 'timeout' {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

export function locate(geo: Geo | undefined, waitMs = PROMPT_WAIT_MS): Promise<LocationResult> {
  if (!geo) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), waitMs);
    const done = (result: LocationResult) => {
      clearTimeout(timer);
      resolve(result); // a second answer after the first is ignored by the promise
    };
    try {
      geo.getCurrentPosition(
        (p) => done({ ok: true, lat: p.coords.latitude, lon: p.coords.longitude }),
        (e) => done({ ok: false, reason: reasonFromCode(e.code) }),
        GEO_OPTIONS,
      );
    } catch {
      done({ ok: false, reason: 'unavailable' });
    }
  });
}

export function locationNote(result: LocationResult): string {
  if (result.ok) return `Location saved: ${result.lat.toFixed(4)}, ${result.lon.toFixed(4)}.`;
  const why = {
    denied: 'permission to use your location was not given',
    unavailable: 'your location could not be found',
    timeout: 'finding your location took too long',
    unsupported: 'this browser cannot share a location',
  }[result.reason];
  return `Saved without a location: ${why}.`;
}
