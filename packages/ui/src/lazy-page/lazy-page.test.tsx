import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { lazyPage, lazyPageInRouter } from './lazy-page.js';

/** What the page shows once every lazy part has settled (React's Suspense markers left out). */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

describe('lazyPage', () => {
  it('renders the page once its code has loaded', async () => {
    const LazyPage = lazyPage('marketplace', 'Learn', async () => () => <h1>Learn</h1>);
    expect(await html(<LazyPage />)).toBe('<h1>Learn</h1>');
  });

  it('spec §2: if loading fails, the failure is logged and nothing renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('chunk failed');
    const LazyPage = lazyPage('marketplace', 'Learn', () => Promise.reject(failure));
    expect(await html(<LazyPage />)).toBe('');
    expect(error).toHaveBeenCalledWith('[marketplace] the Learn page failed to load', failure);
  });

  it("while loading, a hub's page says 'Loading <title>…' in its place; a shell page waits in the router's boundary", () => {
    const pending = () => new Promise<ComponentType>(() => {});
    // renderToString shows the nearest boundary's fallback for what is still loading
    const inRouter = (node: React.ReactNode) =>
      renderToString(<Suspense fallback={<p>router waits</p>}>{node}</Suspense>).replace(/<!--.*?-->|<template[^>]*><\/template>/g, '');
    const Own = lazyPage('naturbank', 'Wallet', pending);
    const Shell = lazyPageInRouter('[naturverse] page', pending);
    expect(inRouter(<Own />)).toContain('Loading Wallet…');
    expect(inRouter(<Own />)).not.toContain('router waits');
    expect(inRouter(<Shell />)).toContain('router waits');
    expect(inRouter(<Shell />)).not.toContain('Loading');
  });

  it("once preloaded, a hub's page renders at once: no Suspense fallback, no loading line", async () => {
    const load = vi.fn(async () => () => <h1>Course</h1>);
    const Own = lazyPage('naturversity', 'course', load);
    Own.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Own />).replace(/<!--.*?-->/g, '')).toBe('<h1>Course</h1>');
    expect(load).toHaveBeenCalledTimes(1); // the visit after the preload fetches nothing
  });

  it('preload fetches the code before the visit, and a failed preload is left for the visit to log', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = lazyPageInRouter('[naturverse] page', load);
    expect(load).not.toHaveBeenCalled();
    page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(error).not.toHaveBeenCalled();
  });
});
