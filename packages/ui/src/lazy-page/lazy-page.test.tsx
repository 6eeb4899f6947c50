import { describe, expect, it, vi } from 'vitest';
import { prerender } from 'react-dom/static';
import { lazyPage } from './lazy-page';

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
});
