import { describe, expect, it } from 'vitest';
import { versionOf } from './manifest-url.js';

describe('versionOf', () => {
  it('reads the version folder of a deploy root or a static host of versions', () => {
    expect(versionOf('/hubs/zones/1.4.0/mf-manifest.json')).toBe('1.4.0');
    expect(versionOf('https://cdn.example/hubs/zones/2.0.0-rc.1/mf-manifest.json?x=1')).toBe('2.0.0-rc.1');
    expect(versionOf('http://localhost:3061/0.2.0/mf-manifest.json#top')).toBe('0.2.0');
  });

  it('names no version for a URL without a version folder, or none at all', () => {
    expect(versionOf('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(versionOf('/hubs/zones/latest/mf-manifest.json')).toBeNull();
    expect(versionOf('/hubs/zones/1.4.0/remoteEntry.js')).toBeNull();
    expect(versionOf('')).toBeNull();
    expect(versionOf(undefined)).toBeNull();
  });
});
