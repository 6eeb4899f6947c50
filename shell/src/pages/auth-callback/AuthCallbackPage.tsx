import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { exchangeCode } from '@naturverse/auth';
import { Page } from '@naturverse/ui';

/**
 * Where e-mail links land (spec §2): exchange the code in the address for a session,
 * then go home replacing history. Errors are logged only; it still goes home.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode mounts twice; a code can be exchanged once
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const problem = params.get('error_description') ?? params.get('error');
    void (async () => {
      if (problem) console.error('[naturverse] sign-in link error', problem);
      else if (!code) console.error('[naturverse] sign-in link has no code');
      else {
        const result = await exchangeCode(code);
        if (!result.ok) console.error('[naturverse] could not finish signing in', result.message);
      }
      navigate('/', { replace: true });
    })();
  }, [navigate]);

  return (
    <Page title="Signing you in…">
      <p className="nv-muted" role="status">
        One moment while we open your account.
      </p>
    </Page>
  );
}
