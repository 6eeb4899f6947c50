import { describe, expect, it } from 'vitest';
import { browserPort, CHROMIUM_RESTRICTED_PORTS } from './chromium.js';

describe('browserPort', () => {
  it('refuses the ports Chromium will not connect to, naming the port', () => {
    expect(CHROMIUM_RESTRICTED_PORTS).toContain(4045);
    expect(() => browserPort(4045)).toThrow(/4045.*ERR_UNSAFE_PORT/);
    expect(() => browserPort(3659)).toThrow(/3659/);
  });
  it('passes any other port through', () => {
    expect(browserPort(4055)).toBe(4055);
    expect(browserPort(3100)).toBe(3100);
  });
});
