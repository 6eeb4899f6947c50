import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, PORTS, readRegistryFile, shiftRegistryPorts } from './registry.js';

// The registry files of this repository, read through the schema (@naturverse/contracts).
describe('registry files', () => {
  it('accepts every environment registry in registry/', () => {
    for (const environment of ENVIRONMENTS) expect(readRegistryFile(environment).remotes.length, environment).toBe(6);
    expect(readRegistryFile('production').overrides.allowedOrigins).toEqual([]);
  });

  it('shifting ports moves local parts only', () => {
    const local = readRegistryFile('local');
    const shifted = shiftRegistryPorts(local, 400);
    expect(shifted.remotes[0]?.manifest).toBe(`http://localhost:${PORTS.zones + 400}/mf-manifest.json`);
    expect(shifted.overrides).toEqual(local.overrides);
    const preview = readRegistryFile('preview');
    expect(shiftRegistryPorts(preview, 400)).toEqual(preview);
  });
});
