import { useEffect, useState, type ComponentType } from 'react';
import { on } from '@naturverse/platform';
import { prefersReducedMotion, toast } from '@naturverse/ui';
import { CONFETTI_MS } from './confetti';

// Confetti's code is fetched the first time a stamp is earned, then kept. It is
// loaded imperatively rather than through React.lazy so the burst shows at once
// instead of waiting for a Suspense reveal.
let Confetti: ComponentType | null = null;
// named: bench/lib/all-js.mjs leaves on-demand-* chunks out of what `/` fetches at idle
const loadConfetti = () =>
  import(/* webpackChunkName: "on-demand-confetti" */ './Confetti').then((m) => {
    Confetti = m.default;
    return m.default;
  });

/** 'Stamp earned!' toast + confetti on every stamp-granted event (none under reduced motion). */
export function StampCelebration() {
  const [burst, setBurst] = useState(0);

  useEffect(
    () =>
      on('stamp-granted', () => {
        toast('ok', 'Stamp earned!');
        if (prefersReducedMotion()) return;
        loadConfetti().then(
          () => setBurst((n) => n + 1),
          (error: unknown) => console.error('[naturverse] confetti failed to load', error),
        );
      }),
    [],
  );

  useEffect(() => {
    if (burst === 0) return;
    const timer = window.setTimeout(() => setBurst(0), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);

  if (burst === 0 || !Confetti) return null;
  return <Confetti key={burst} />;
}
