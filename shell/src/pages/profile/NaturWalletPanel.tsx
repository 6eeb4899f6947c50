import { useCallback, useEffect, useState } from 'react';
import type { NaturKind, WalletStore } from '@naturverse/auth';
import { Button, Card } from '@naturverse/ui';

export const DEMO_EARN = 5;
export const DEMO_SPEND = 2;

/**
 * Spec §2 Profile, "a NATUR wallet panel": the signed-in account's NATUR balance with demo earn +5
 * and spend 2 (the earn_spend RPC); the balance reloads after each. Not NaturBank's
 * BankWalletPanel, which shows and edits the bank wallet's address and label (spec §3/§4 NaturBank,
 * local or synced): different data in different tables, so two components with two names.
 */
export function NaturWalletPanel({ signedIn, wallet }: { signedIn: boolean; wallet: WalletStore | null }) {
  const [balance, setBalance] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!wallet) return;
    try {
      setBalance(await wallet.balance());
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [wallet]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (!signedIn) {
    return (
      <Card title="NATUR wallet">
        <p>Sign in to see your NATUR wallet.</p>
      </Card>
    );
  }

  async function move(kind: NaturKind, amount: number) {
    if (!wallet) return;
    setBusy(true);
    try {
      await wallet.earnSpend(kind, amount, kind === 'earn' ? 'Profile demo earn' : 'Profile demo spend');
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      await reload();
      setBusy(false);
    }
  }

  return (
    <Card title="NATUR wallet">
      <p aria-live="polite" data-testid="natur-balance">
        Balance: {balance === null ? '…' : `${balance} NATUR`}
      </p>
      <div className="nv-row">
        <Button onClick={() => void move('earn', DEMO_EARN)} disabled={busy || !wallet || balance === null}>
          Earn {DEMO_EARN} (demo)
        </Button>
        <Button variant="secondary" onClick={() => void move('spend', DEMO_SPEND)} disabled={busy || !wallet || balance === null || balance < DEMO_SPEND}>
          Spend {DEMO_SPEND} (demo)
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      <p className="nv-muted">NATUR is a demo coin: it has no money value.</p>
    </Card>
  );
}
