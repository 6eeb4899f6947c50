import { describe, expect, it } from 'vitest';
import { BOOT_ROOT, pageHtml, stylesheetsOf, type LoadGraph } from './page-html';
import type { PrerenderedPage } from './pages';

const template = `<html><head><script>theme()</script><style>html{}</style></head><body>${BOOT_ROOT}<noscript>x</noscript></body></html>`;
const about: PrerenderedPage = { kind: 'page', path: '/about', file: 'about/index.html', chunk: 'text' };

describe("a prerendered page's HTML", () => {
  it('puts the page in #root, marked with its route, and its stylesheets in the head; nothing else changes', () => {
    const html = pageHtml({ template, page: about, body: '<main><h1>About</h1></main>', stylesheets: ['/static/css/a.1234abcd.css'] });
    expect(html).toBe(
      '<html><head><script>theme()</script><style>html{}</style><link rel="stylesheet" href="/static/css/a.1234abcd.css"></head>' +
        '<body><div id="root" data-prerendered="/about"><main><h1>About</h1></main></div><noscript>x</noscript></body></html>',
    );
  });

  it("a hub's page carries its own path (hydrated there only); the start-up page no route: the browser renders it afresh", () => {
    const hub: PrerenderedPage = { kind: 'hub', path: '/zones', file: 'zones/index.html', title: 'Zones' };
    expect(pageHtml({ template, page: hub, body: '<p>Loading Zones…</p>', stylesheets: [] })).toContain(
      '<div id="root" data-prerendered="/zones"><p>Loading Zones…</p></div>',
    );
    const start: PrerenderedPage = { kind: 'start', path: '/', file: 'app.html' };
    expect(pageHtml({ template, page: start, body: '<p>Loading Naturverse…</p>', stylesheets: [] })).toContain(
      '<div id="root"><p>Loading Naturverse…</p></div>',
    );
  });

  it('refuses inline script or style in the page (the policy allows only the template’s, by hash), and a template already used', () => {
    for (const body of ['<script>x()</script>', '<style>p{}</style>', '<p style="color:red">x</p>']) {
      expect(() => pageHtml({ template, page: about, body, stylesheets: [] })).toThrow(/Content-Security-Policy/);
    }
    const used = pageHtml({ template, page: about, body: '<p>x</p>', stylesheets: [] });
    expect(() => pageHtml({ template: used, page: about, body: '<p>x</p>', stylesheets: [] })).toThrow(/exactly once/);
  });

  it("finds the stylesheets of the first render and of the page's chunk in the build's load graph, each once", () => {
    const graph: LoadGraph = {
      namedChunkGroups: { 'first-render': { chunks: [1, 2] }, text: { chunks: [3, 2] } },
      chunks: [
        { id: 1, files: ['static/js/async/first-render.1.js', 'static/css/async/first-render.1.css'] },
        { id: 2, files: ['static/css/async/ui.2.css'] },
        { id: 3, files: ['static/js/async/text.3.js', 'static/css/async/text.3.css'] },
      ],
    };
    expect(stylesheetsOf(graph, ['first-render', 'text'])).toEqual([
      '/static/css/async/first-render.1.css',
      '/static/css/async/ui.2.css',
      '/static/css/async/text.3.css',
    ]);
    expect(() => stylesheetsOf(graph, ['turian'])).toThrow(/no chunk group named "turian"/);
  });
});
