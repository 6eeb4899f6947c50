import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, registryOrigins } from './security-headers.mjs';

const directive = (csp, name) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the origins a registry lets the page load from', () => {
  const remotes = [{ manifest: 'http://localhost:3001/mf-manifest.json' }, { manifest: 'not a url' }];

  it('are its hubs’ origins, plus the origins it allows hub overrides from', () => {
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
});
