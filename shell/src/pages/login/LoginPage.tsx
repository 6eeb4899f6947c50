import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEMO_MODE_SIGN_IN_MESSAGE,
  hasPendingPostAuthTarget,
  saveReturnPath,
  sendMagicLink,
  signInWithGoogle,
  takePostAuthTarget,
  useAuth,
} from '@naturverse/auth';
import { Button, Card, Page, TextField } from '@naturverse/ui';
import { signOutOrSayWhy } from '../../lib/sign-out';
import { useHydrated } from '../../layout/use-hydrated';
import { MAGIC_LINK_SENT, afterGoogle, afterSend, canSubmit, type SignInFormState } from './sign-in-form';
import './login.css';

/** A status line's mark, drawn in the line's colour, not emoji; decorative. */
function StatusIcon({ d }: { d: string }) {
  return (
    <svg className="nv-login__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StatusLine({ state }: { state: SignInFormState }) {
  if (state.phase === 'sent') {
    return (
      <p className="nv-login__status nv-login__status--ok" role="status">
        <StatusIcon d="M4 12.5l5 5L20 6.5" />
        {MAGIC_LINK_SENT}
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <p className="nv-login__status nv-login__status--err" role="alert">
        <StatusIcon d="M12 3 2 20h20zM12 9.5v4.5M12 17h.01" />
        {state.message}
      </p>
    );
  }
  return null;
}

export default function LoginPage() {
  const { status, user, backendConfigured } = useAuth();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SignInFormState>({ phase: 'idle' });
  const sawSignedOut = useRef(false);
  const accountsOffId = useId();

  // /login?next=/somewhere keeps where to go once signed in (session storage).
  const next = params.get('next');
  useEffect(() => {
    if (next) saveReturnPath(next);
  }, [next]);

  // Once a session exists: the saved return path, otherwise /profile. Someone who
  // simply opens /login while signed in (nothing pending) sees the welcome instead.
  useEffect(() => {
    if (status === 'signed-out') sawSignedOut.current = true;
    if (status !== 'signed-in') return;
    if (!sawSignedOut.current && !hasPendingPostAuthTarget()) return;
    navigate(takePostAuthTarget() ?? '/profile', { replace: true });
  }, [status, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!backendConfigured || !canSubmit(email, state)) return;
    setState({ phase: 'sending' });
    setState(afterSend(await sendMagicLink(email.trim())));
  }

  async function onGoogle() {
    const next = afterGoogle(await signInWithGoogle());
    if (next) setState(next);
  }

  if (status === 'signed-in' && user) {
    return (
      <Page title="Log in">
        <Card className="nv-login" title="Welcome back!">
          <p>
            You are signed in as <strong>{user.email ?? 'your account'}</strong>.
          </p>
          <Button variant="secondary" onClick={() => void signOutOrSayWhy()}>
            Log out
          </Button>
        </Card>
      </Page>
    );
  }

  const sending = state.phase === 'sending';
  // The build's HTML of this page is inert until React has it: a submit before then would be the
  // browser's own (a GET that puts the e-mail address in the URL), a click would do nothing.
  const inert = !hydrated;
  // Accounts switched off (local demo mode): both ways in are shown disabled, the reason beside
  // them and read out with each (aria-describedby), never a tap that seems to do nothing.
  const off = !backendConfigured;
  const reason = off ? accountsOffId : undefined;
  return (
    <Page title="Log in">
      <Card className="nv-login" title="Sign in to Naturverse">
        {off && (
          <p className="nv-login__note" id={accountsOffId}>
            {DEMO_MODE_SIGN_IN_MESSAGE}
          </p>
        )}
        <form onSubmit={(e) => void onSubmit(e)}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            limit={254}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            disabled={inert}
          />
          <Button type="submit" disabled={sending || inert || off} aria-describedby={reason}>
            {sending ? 'Sending...' : 'Send magic link'}
          </Button>
        </form>
        <p className="nv-login__divider">or</p>
        <Button variant="secondary" disabled={inert || off} aria-describedby={reason} onClick={() => void onGoogle()}>
          Continue with Google
        </Button>
        <StatusLine state={state} />
      </Card>
    </Page>
  );
}
