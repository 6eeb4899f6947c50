import { describe, expect, it } from 'vitest';
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { nginxConfig, nginxPattern } from './nginx.ts';

describe('nginx: the hashed-file rule is the static server’s', () => {
  const config = nginxConfig({ root: '/srv/nv', listen: 8080, csp: "default-src 'self'" });
  const immutable = /location ~ "([^"]+)" \{\n(?:.*\n)*?\s*add_header Cache-Control "public, max-age=31536000, immutable" always;/g;

  it('marks immutable exactly what HASHED_FILE names, for the shell’s files and every hub version’s', () => {
    const patterns = [...config.matchAll(immutable)].map((m) => m[1]);
    expect(patterns).toEqual([nginxPattern(HASHED_FILE), nginxPattern(HASHED_FILE)]);
    const asNginx = new RegExp(patterns[0]); // PCRE and JS agree on this subset
    for (const path of ['/static/js/index.2f2cdc2fb0.js', '/hubs/zones/0.2.0/static/js/zones.32e39af687.js'])
      expect(asNginx.test(path), path).toBe(HASHED_FILE.test(path));
    for (const path of ['/static/js/index.js', '/hubs/zones/0.2.0/mf-manifest.json', '/hubs/zones/0.2.0/static/js/a.1234567.js'])
      expect(asNginx.test(path), path).toBe(false);
  });

  it('no longer caches a whole folder for a year by its name alone', () => {
    expect(config).not.toMatch(/location \^~ \/static\/ \{\n\s*add_header/);
    expect(config).not.toContain('/static/.+');
  });

  it('refuses a pattern nginx’s quoting would change', () => {
    expect(nginxPattern(/a\/b\.c/)).toBe('a/b\\.c');
    expect(() => nginxPattern(/say "hi"/)).toThrow(/cannot be written as an nginx location pattern/);
    expect(() => nginxPattern(/a\\b/)).toThrow(/cannot be written/);
    expect(() => nginxPattern(/tab\t/)).toThrow(/cannot be written/);
  });
});

describe("nginx: a route gets its own HTML file, the static server's rule", () => {
  it("tries the file, the route's own page, then the start-up page, then index.html; under a hub's prefix, the hub's page first", () => {
    const config = nginxConfig({ root: '/srv/nv', listen: 8080, csp: "default-src 'self'", hubPages: ['/zones', '/cart'] });
    expect(config).toMatch(/location \/ \{\n(?:.*\n)*?\s*try_files \$uri \$uri\/index\.html \/app\.html \/index\.html;/);
    for (const hub of ['/zones', '/cart']) {
      const block = config.slice(config.indexOf(`location ^~ ${hub}/ {`));
      expect(block, hub).toMatch(new RegExp(`^location \\^~ ${hub}/ \\{\\n\\s*location ~ (.*) \\{\\n(?:.*\\n)*?\\s*try_files \\$uri =404;`));
      expect(block.slice(0, block.indexOf('\n      }\n')), hub).toContain(`try_files $uri $uri/index.html ${hub}/index.html /app.html /index.html;`);
    }
    expect(nginxConfig({ root: '/srv/nv', listen: 8080, csp: 'x' })).not.toContain('location ^~ /zones/');
  });
});
