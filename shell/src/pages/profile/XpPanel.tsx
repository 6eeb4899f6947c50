import { useEffect, useState } from 'react';
import type { XpStore } from '@naturverse/auth';
import { Button, Card } from '@naturverse/ui';

export const DEMO_XP = 10;

/** Spec §2/§4: XP total from the ledger; the demo add increases the total locally. */
export function XpPanel({ signedIn, xp, userId }: { signedIn: boolean; xp: XpStore | null; userId: string | null }) {
  const [total, setTotal] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!xp || !userId) return;
    let live = true;
    xp.total(userId)
      .then((t) => live && setTotal(t))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [xp, userId]);

  if (!signedIn || !userId) {
    return (
      <Card title="XP">
        <p>Sign in to collect XP.</p>
      </Card>
    );
  }

  async function add() {
    if (!xp || !userId) return;
    setBusy(true);
    try {
      await xp.add(userId, DEMO_XP);
      setTotal((t) => (t ?? 0) + DEMO_XP);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="XP">
      <p aria-live="polite" data-testid="xp-total">
        Total XP: {total === null ? '…' : total}
      </p>
      <Button onClick={() => void add()} disabled={busy || !xp || total === null}>
        Add {DEMO_XP} XP (demo)
      </Button>
      {error && <p role="alert">{error}</p>}
    </Card>
  );
}
