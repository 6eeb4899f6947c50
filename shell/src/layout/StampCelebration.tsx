import { lazy, Suspense, useEffect, useState } from 'react';
import { on } from '@naturverse/platform';
import { prefersReducedMotion, toast } from '@naturverse/ui';
import { CONFETTI_MS } from './confetti';

// confetti is only fetched the first time a stamp is earned
const Confetti = lazy(() => import('./Confetti'));

/** 'Stamp earned!' toast + confetti on every stamp-granted event (none under reduced motion). */
export function StampCelebration() {
  const [burst, setBurst] = useState(0);

  useEffect(
    () =>
      on('stamp-granted', () => {
        toast('ok', 'Stamp earned!');
        if (!prefersReducedMotion()) setBurst((n) => n + 1);
      }),
    [],
  );

  useEffect(() => {
    if (burst === 0) return;
    const timer = window.setTimeout(() => setBurst(0), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);

  if (burst === 0) return null;
  return (
    <Suspense fallback={null}>
      <Confetti key={burst} />
    </Suspense>
  );
}
