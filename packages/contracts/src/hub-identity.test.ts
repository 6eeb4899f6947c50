// The identity rules against their table of cases (../hub-identity.cases.json); the reports
// table's SQL checks run against the same table in supabase/tests/hub-identity.test.ts.
import { describe, expect, it } from 'vitest';
import cases from '../hub-identity.cases.json' with { type: 'json' };
import {
  buildIdFault,
  hubIdentityFault,
  hubNameFault,
  hubTitleFault,
  hubVersionFault,
  parseHubIdentityFile,
  reportRouteFault,
  routePrefixFault,
} from './hub-identity.js';
import { checkRegistry } from './registry-schema.js';
import { reportFault, type HubReport } from './report-shape.js';

const RULES = {
  name: hubNameFault,
  prefix: routePrefixFault,
  route: reportRouteFault,
  version: hubVersionFault,
  build: buildIdFault,
  title: hubTitleFault,
} as const;

const table = (field: keyof typeof RULES) => [
  ...cases[field].valid.map((value) => ({ value, valid: true })),
  ...cases[field].invalid.map((value) => ({ value, valid: false })),
];

const report = (change: Partial<HubReport>): HubReport => ({
  hub: 'zones',
  version: '1.0.0',
  build: 'b1',
  route: '/zones',
  event: 'load',
  kind: null,
  value: 10,
  browser: 'chromium',
  ...change,
});
const registryWith = (remote: Record<string, unknown>) =>
  checkRegistry({ remotes: [{ name: 'owls', title: 'Owls', manifest: '/hubs/owls/1.0.0/mf-manifest.json', prefixes: ['/owls'], ...remote }] });

describe.each(Object.keys(RULES) as (keyof typeof RULES)[])('the %s rule', (field) => {
  it.each(table(field))('$value: valid $valid', ({ value, valid }) => {
    expect(RULES[field](value) === null).toBe(valid);
  });
});

describe('one rule everywhere it is asked', () => {
  it.each(table('name'))('name $value: the registry and a report agree with the rule', ({ value, valid }) => {
    expect(registryWith({ name: value }).ok).toBe(valid);
    expect(reportFault(report({ hub: value })) === null).toBe(valid);
  });

  it.each(table('prefix'))('prefix $value: the registry agrees with the rule, and a valid prefix is a valid report route', ({ value, valid }) => {
    expect(registryWith({ prefixes: [value] }).ok).toBe(valid);
    if (valid) expect(reportFault(report({ route: value }))).toBeNull();
  });

  it.each(table('route'))('route $value: a report agrees with the rule', ({ value, valid }) => {
    expect(reportFault(report({ route: value })) === null).toBe(valid);
  });

  it.each(table('version'))('version $value: a report carries a deploy version, or "unknown"', ({ value, valid }) => {
    expect(reportFault(report({ version: value })) === null).toBe(valid || value === 'unknown');
  });

  it.each(table('build'))('build $value: a report agrees with the rule', ({ value, valid }) => {
    expect(reportFault(report({ build: value })) === null).toBe(valid);
  });

  it.each(table('title'))('title $value: the registry agrees with the rule', ({ value, valid }) => {
    expect(registryWith({ title: value }).ok).toBe(valid);
  });
});

describe('parseHubIdentityFile: the one reader of naturverse-hub.json', () => {
  it('reads the fields it names, each by its rule, and leaves other keys alone', () => {
    expect(parseHubIdentityFile('{"name":"my_owls","title":"My Owls","prefixes":["/my_owls"],"since":"a newer preset"}')).toEqual({
      ok: true,
      facts: { name: 'my_owls', title: 'My Owls', prefixes: ['/my_owls'] },
    });
    expect(parseHubIdentityFile('{}')).toEqual({ ok: true, facts: {} });
  });

  it('refuses what is not a JSON object, or a field against its rule, naming the first fault', () => {
    expect(parseHubIdentityFile('birds')).toEqual({ ok: false, fault: 'is not JSON' });
    expect(parseHubIdentityFile('["birds"]')).toEqual({ ok: false, fault: 'is not a JSON object' });
    expect(parseHubIdentityFile('{"name":"My_Owls"}')).toMatchObject({ ok: false, fault: expect.stringMatching(/^name: a hub name is 1–32/) });
    expect(parseHubIdentityFile('{"prefixes":["/owls/"]}')).toMatchObject({ ok: false, fault: expect.stringMatching(/^prefixes: "\/owls\/": a prefix is/) });
    expect(parseHubIdentityFile('{"prefixes":[]}')).toMatchObject({ ok: false, fault: expect.stringMatching(/^prefixes: a hub needs/) });
    expect(parseHubIdentityFile('{"title":""}')).toMatchObject({ ok: false, fault: expect.stringMatching(/^title: a title is/) });
  });

  it('hubIdentityFault checks a whole identity', () => {
    expect(hubIdentityFault({ name: 'my_owls', title: 'My Owls', prefixes: ['/my_owls'] })).toBeNull();
    expect(hubIdentityFault({ name: 'a'.repeat(33), title: 'Owls', prefixes: ['/owls'] })).toMatch(/^name "a{33}": a hub name is/);
  });
});

describe('what a report carries of a manifest that may say anything', () => {
  it('its version and build id when they follow the rules, else "unknown"', async () => {
    const { reportBuild, reportVersion } = await import('./report-shape.js');
    expect(reportVersion('1.2.3-rc.1')).toBe('1.2.3-rc.1');
    expect([reportVersion('1.2'), reportVersion(undefined), reportVersion(7)]).toEqual(['unknown', 'unknown', 'unknown']);
    expect(reportBuild('0123abcdef01')).toBe('0123abcdef01');
    expect([reportBuild('a b'), reportBuild(null)]).toEqual(['unknown', 'unknown']);
  });
});
