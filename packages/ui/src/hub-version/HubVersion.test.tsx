import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HubVersion } from './HubVersion.js';

describe('HubVersion', () => {
  it('says which hub and which build in attributes tools read, with no text a child sees', () => {
    expect(renderToStaticMarkup(<HubVersion hub="Zones" version="0.2.0" />)).toBe(
      '<div hidden="" class="nv-hub-version" data-hub="Zones" data-hub-version="0.2.0"></div>',
    );
  });
});
