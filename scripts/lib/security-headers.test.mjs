import { describe, expect, it } from 'vitest';
import { registryOrigins } from './security-headers.mjs';

describe('registryOrigins', () => {
  it('allows each hub’s manifest origin and its fallback manifest’s, once each; skips what is no http(s) URL', () => {
    const registry = {
      remotes: [
        { name: 'zones', manifest: 'http://localhost:3001/mf-manifest.json', fallback: 'https://cdn.example.org/zones/mf-manifest.json' },
        { name: 'shop', manifest: 'http://localhost:3001/shop/mf-manifest.json', fallback: 'javascript:alert(1)' },
      ],
    };
    expect(registryOrigins(registry)).toEqual(['http://localhost:3001', 'https://cdn.example.org']);
  });
});
