import type { CSSProperties } from 'react';
import { CONFETTI_MS, makeConfetti } from './confetti';

/** Decoration only: hidden from assistive tech, gone after 1 s (the parent unmounts it). */
export default function Confetti() {
  const pieces = makeConfetti();
  return (
    <div className="nv-confetti" aria-hidden="true" data-testid="confetti">
      {pieces.map((p, i) => (
        <span
          key={i}
          style={
            {
              left: `${p.left}%`,
              background: p.colour,
              animationDelay: `${p.delay}ms`,
              animationDuration: `${CONFETTI_MS - p.delay}ms`,
              '--nv-drift': `${p.drift}px`,
              '--nv-rotate': `${p.rotate}deg`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
