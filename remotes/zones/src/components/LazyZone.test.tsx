import { describe, expect, it, vi } from 'vitest';
import { prerender } from 'react-dom/static';
import { lazyZone } from './LazyZone';

/** What the page shows once every lazy part has settled (React's Suspense markers left out). */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

describe('lazyZone', () => {
  it('renders the zone once its code has loaded', async () => {
    const Zone = lazyZone('Arcade', async () => () => <h1>Arcade</h1>);
    expect(await html(<Zone />)).toBe('<h1>Arcade</h1>');
  });

  it('spec §2: if loading fails, the failure is logged and nothing renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('chunk failed');
    const Zone = lazyZone('Arcade', () => Promise.reject(failure));
    expect(await html(<Zone />)).toBe('');
    expect(error).toHaveBeenCalledWith('[zones] the Arcade page failed to load', failure);
  });
});
