import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, directiveSources as directive, registryOrigins } from './security-headers.ts';

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

  it('allows a canary’s manifest origin: the browsers in its share load from there', () => {
    const registry = {
      remotes: [
        {
          name: 'zones',
          manifest: 'https://zones.example/1.3.0/mf-manifest.json',
          canary: { manifest: 'https://canary.example/1.4.0/mf-manifest.json', share: 10 },
        },
      ],
    };
    expect(registryOrigins(registry)).toEqual(['https://zones.example', 'https://canary.example']);
  });
});

describe('the origins a registry lets hub overrides point at', () => {
  const remotes = [{ manifest: 'http://localhost:3001/mf-manifest.json' }, { manifest: 'not a url' }];

  it('are added to the hubs’ origins', () => {
    expect(registryOrigins({ remotes, overrides: { allowedOrigins: ['http://localhost:*', 'https://qa.example:8443'] } })).toEqual([
      'http://localhost:3001',
      'http://localhost:*',
      'https://qa.example:8443',
    ]);
  });

  it('an empty allow-list (production) adds nothing; a malformed entry allows nothing', () => {
    expect(registryOrigins({ remotes, overrides: { allowedOrigins: [] } })).toEqual(['http://localhost:3001']);
    expect(registryOrigins({ remotes, overrides: { allowedOrigins: ['*', 'http://*.example', "'unsafe-inline'", 'http://a.example/path'] } })).toEqual([
      'http://localhost:3001',
    ]);
    expect(registryOrigins({ remotes })).toEqual(['http://localhost:3001']);
  });

  it('go into script, style and connect sources', () => {
    const csp = contentSecurityPolicy({ hubs: registryOrigins({ remotes, overrides: { allowedOrigins: ['http://localhost:*'] } }) });
    for (const name of ['script-src', 'style-src', 'connect-src']) expect(directive(csp, name)).toContain('http://localhost:*');
  });

  it('a connect source (a dev server socket) is allowed to connect to, and to nothing else', () => {
    const csp = contentSecurityPolicy({ connect: ['ws://localhost:3001'] });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws://localhost:3001']);
    for (const name of ['script-src', 'style-src', 'img-src']) expect(directive(csp, name)).not.toContain('ws://localhost:3001');
  });
});
