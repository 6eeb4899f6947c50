import { useEffect, useRef, useState } from 'react';
import { on, type ToastKind } from '@naturverse/platform';
import { TOAST_DURATION_MS } from './toast.js';

interface ShownToast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Renders raised toasts; each disappears after 2200 ms (spec §8). Polite live region. */
export function Toaster() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = on('toast', ({ kind, text }) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div className="nv-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`nv-toast nv-toast--${t.kind}`} data-kind={t.kind}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
