import { useState } from 'react';
import { readLocalProfile, toCloudProfile, type AccountStores, type AuthUser } from '@naturverse/auth';
import { Button, Card } from '@naturverse/ui';
import type { CloudState } from './useAccount';

interface CloudSyncPanelProps {
  signedIn: boolean;
  stores: AccountStores | null;
  user: AuthUser | null;
  cloud: CloudState;
  onSaved: () => void;
}

function statusText(cloud: CloudState): string {
  switch (cloud.phase) {
    case 'checking':
      return 'Checking cloud…';
    case 'ready':
      return 'Last update ready.';
    case 'none':
      return 'No cloud profile yet.';
    case 'error':
      return `Could not check the cloud: ${cloud.message}`;
  }
}

/** Spec §2 Cloud Sync: pushes this browser's profile copy to the cloud and shows what is there. */
export function CloudSyncPanel({ signedIn, stores, user, cloud, onSaved }: CloudSyncPanelProps) {
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
    return (
      <Card title="Cloud Sync">
        <p>Sign in to sync your profile to the cloud.</p>
      </Card>
    );
  }

  async function saveToCloud() {
    if (!stores || !user) return;
    setBusy(true);
    try {
      const avatar = cloud.phase === 'ready' ? cloud.profile.avatar_url : user.avatarUrl;
      // the account's e-mail is the truth; the browser copy may predate signing in
      const local = { ...readLocalProfile(), email: user.email ?? '' };
      await stores.profile.save(toCloudProfile(user.id, local, avatar));
      window.alert('Saved!');
      onSaved();
    } catch (error) {
      window.alert(`Save failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const profile = cloud.phase === 'ready' ? cloud.profile : null;
  // the facts hold their rows whatever the cloud says ('…' while checking, '—' without a profile):
  // the panels below stay where they are when the answer arrives
  const pending = cloud.phase === 'checking' ? '…' : '—';
  return (
    <Card title="Cloud Sync">
      <p role="status" data-testid="cloud-status">
        {statusText(cloud)}
      </p>
      <dl className="nv-profile__facts">
        <dt>Cloud name</dt>
        <dd>{profile ? (profile.display_name ?? '—') : pending}</dd>
        <dt>Theme</dt>
        <dd>{profile ? profile.theme : pending}</dd>
        <dt>Kid-safe chat</dt>
        <dd>{profile ? (profile.kid_safe_chat ? 'On' : 'Off') : pending}</dd>
      </dl>
      <Button variant="secondary" onClick={() => void saveToCloud()} disabled={busy || !stores}>
        Save to Cloud
      </Button>
    </Card>
  );
}
