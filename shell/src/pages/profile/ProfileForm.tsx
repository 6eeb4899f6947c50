import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  THEMES,
  fromCloudProfile,
  readLocalProfile,
  toCloudProfile,
  writeLocalProfile,
  type AccountStores,
  type AuthUser,
  type LocalProfile,
  type Theme,
} from '@naturverse/auth';
import { Button, CheckboxField, SelectField, TextField, applyThemeChoice } from '@naturverse/ui';
import type { CloudState } from './useAccount';

interface ProfileFormProps {
  user: AuthUser | null;
  stores: AccountStores | null;
  cloud: CloudState;
  onSaved: () => void;
}

function formatTime(iso: string | null): string {
  if (!iso) return 'not yet';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'not yet' : date.toLocaleString();
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Spec §2/§4/§7 profile form: save = avatar upload (if any) + upsert profiles. */
export function ProfileForm({ user, stores, cloud, onSaved }: ProfileFormProps) {
  const [form, setForm] = useState<LocalProfile>(() => ({ ...readLocalProfile(), email: user?.email ?? '' }));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Signed out, Save keeps the edits in this browser: say so, or the kept name looks like a glitch.
  const [keptLocally, setKeptLocally] = useState(false);
  const cloudProfile = cloud.phase === 'ready' ? cloud.profile : null;

  // The cloud copy, once read, is the one to edit.
  useEffect(() => {
    if (cloudProfile) setForm(fromCloudProfile(cloudProfile, user?.email ?? ''));
  }, [cloudProfile, user?.email]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    if (chosen && !chosen.type.startsWith('image/')) {
      setFile(null);
      setFileError('Please choose an image file.');
      event.currentTarget.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = { ...form, email: user?.email ?? form.email };
    writeLocalProfile(local); // edits are kept in this browser whatever happens next
    applyThemeChoice(local.theme); // the saved theme shows at once, everywhere
    if (!user || !stores) {
      window.alert('Not signed in.');
      setKeptLocally(true);
      return;
    }
    setSaving(true);
    try {
      const avatarUrl = file ? await stores.profile.uploadAvatar(user.id, file) : (cloudProfile?.avatar_url ?? user.avatarUrl);
      await stores.profile.save(toCloudProfile(user.id, local, avatarUrl));
      setFile(null);
      window.alert('Saved!');
      onSaved();
    } catch (e) {
      window.alert(`Save failed: ${message(e)}`);
    } finally {
      setSaving(false);
    }
  }

  const avatar = cloudProfile?.avatar_url ?? user?.avatarUrl ?? null;
  return (
    <form className="nv-card nv-stack nv-profile__form" onSubmit={(e) => void onSubmit(e)} aria-label="Your profile">
      {avatar && <img className="nv-profile__avatar" src={avatar} alt="Your current avatar" width={96} height={96} />}
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <TextField
        label="Display name"
        value={form.displayName}
        limit={80}
        autoComplete="nickname"
        onChange={(e) => setForm({ ...form, displayName: e.currentTarget.value })}
      />
      <SelectField label="Theme" value={form.theme} onChange={(e) => setForm({ ...form, theme: e.currentTarget.value as Theme })}>
        {THEMES.map((t) => (
          <option key={t} value={t}>
            {t[0]?.toUpperCase() + t.slice(1)}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="Kid-safe chat" checked={form.kidSafeChat} onChange={(e) => setForm({ ...form, kidSafeChat: e.currentTarget.checked })} />
      <CheckboxField
        label="Send me the family newsletter"
        checked={form.newsletter}
        onChange={(e) => setForm({ ...form, newsletter: e.currentTarget.checked })}
      />
      <TextField label="Avatar" type="file" accept="image/*" onChange={onFile} error={fileError ?? undefined} />
      <div className="nv-row">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
      <p role="status" className="nv-muted">
        {keptLocally && !user ? 'Not signed in. Kept in this browser: your name and choices stay here, on this device.' : ''}
      </p>
      <p className="nv-muted">Last updated: {formatTime(cloudProfile?.updated_at ?? null)}</p>
    </form>
  );
}
