import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HubVersion } from './HubVersion.js';

describe('HubVersion', () => {
  it('says which hub and which build, as one muted line', () => {
    expect(renderToStaticMarkup(<HubVersion hub="Zones" version="0.2.0" />)).toBe('<p class="nv-muted nv-hub-version">Zones hub, version 0.2.0</p>');
  });
});
