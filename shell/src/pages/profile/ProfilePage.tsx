import { Link, useNavigate } from 'react-router';
import { DEMO_MODE_SIGN_IN_MESSAGE, useAuth } from '@naturverse/auth';
import { Button, Page } from '@naturverse/ui';
import { signOutOrSayWhy } from '../../lib/sign-out';
import { CloudSyncPanel } from './CloudSyncPanel';
import { ProfileForm } from './ProfileForm';
import { useAccountStores, useCloudProfile } from './useAccount';
import { NaturWalletPanel } from './NaturWalletPanel';
import { XpPanel } from './XpPanel';
import './profile.css';

export default function ProfilePage() {
  const { status, user, backendConfigured } = useAuth();
  const navigate = useNavigate();
  const stores = useAccountStores();
  const userId = user?.id ?? null;
  const { cloud, reload } = useCloudProfile(stores, userId);
  const signedIn = status === 'signed-in';

  if (status === 'not-ready') {
    return (
      <Page title="Profile">
        <p className="nv-muted" role="status">
          Loading…
        </p>
      </Page>
    );
  }

  async function onSignOut() {
    if (await signOutOrSayWhy()) navigate('/');
  }

  return (
    <Page title="Profile">
      {!signedIn && <p>{backendConfigured ? <Link to="/login?next=%2Fprofile">Log in to save your profile</Link> : DEMO_MODE_SIGN_IN_MESSAGE}</p>}
      <div className="nv-profile">
        <div className="nv-stack">
          <ProfileForm key={userId ?? 'signed-out'} user={user} stores={stores} cloud={cloud} onSaved={reload} />
          {signedIn && (
            <div>
              <Button variant="secondary" onClick={() => void onSignOut()}>
                Sign out
              </Button>
            </div>
          )}
        </div>
        <div className="nv-profile__side">
          <CloudSyncPanel signedIn={signedIn} stores={stores} user={user} cloud={cloud} onSaved={reload} />
          {/* signed in, each panel has its final shape while the account's stores load (figures '…',
              buttons off), so nothing below it moves when they arrive */}
          <NaturWalletPanel signedIn={signedIn} wallet={stores?.wallet ?? null} />
          <XpPanel signedIn={signedIn} xp={stores?.xp ?? null} userId={userId} />
        </div>
      </div>
    </Page>
  );
}
