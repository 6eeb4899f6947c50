import { useEffect, useState, type FormEvent } from 'react';
import { Button, TextField } from '@naturverse/ui';
import type { BankMode, Wallet } from './types';

export interface BankWalletPanelProps {
  mode: BankMode;
  wallet: Wallet | null;
  busy: boolean;
  onSave: (input: { address: string; label: string }) => Promise<boolean>;
  onCreateDemo: () => Promise<boolean>;
}

/**
 * The bank wallet (address + label), its edit form, and in local demo mode a demo-wallet button.
 * Not the profile page's NaturWalletPanel (the account's NATUR balance with demo earn and spend):
 * different data, so two components with two names.
 */
export function BankWalletPanel({ mode, wallet, busy, onSave, onCreateDemo }: BankWalletPanelProps) {
  const [address, setAddress] = useState(wallet?.address ?? '');
  const [label, setLabel] = useState(wallet?.label ?? '');

  // Show what is stored whenever the stored wallet changes (demo wallet created, saved, reloaded).
  useEffect(() => {
    setAddress(wallet?.address ?? '');
    setLabel(wallet?.label ?? '');
  }, [wallet]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ address, label }); // a blank address is ignored by the rules, not here
  };

  return (
    <section aria-labelledby="bank-wallet" className="nv-card nv-stack">
      <h2 id="bank-wallet">Wallet</h2>
      {wallet ? (
        <dl className="nv-bank__facts" data-testid="wallet-details">
          <dt>Address</dt>
          <dd>
            <code className="nv-bank__address">{wallet.address}</code>
          </dd>
          <dt>Label</dt>
          <dd>{wallet.label ?? 'No label'}</dd>
        </dl>
      ) : (
        <p className="nv-muted">No wallet yet. Type an address and save it{mode === 'local' ? ', or create a demo wallet' : ''}.</p>
      )}
      {mode === 'local' && !wallet && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void onCreateDemo()}>
            Create demo wallet
          </Button>
        </div>
      )}
      <form className="nv-stack" onSubmit={submit} aria-label="Edit wallet">
        <TextField
          label="Wallet address"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          limit={128}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField label="Label (optional)" value={label} onChange={(e) => setLabel(e.currentTarget.value)} limit={80} autoComplete="off" />
        <div>
          <Button type="submit" disabled={busy}>
            Save wallet
          </Button>
        </div>
      </form>
    </section>
  );
}
