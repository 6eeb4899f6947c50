import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEMO_MODE_SIGN_IN_MESSAGE, hasPendingPostAuthTarget, takePostAuthTarget, useAuth } from '@naturverse/auth';
import { Button, useDocumentTitle } from '@naturverse/ui';
import { HydrationPiece } from '../../layout/HydrationPiece';
import { useNeedsScript } from '../../layout/use-hydrated';
import { HeroArt } from './HeroArt';
import { HomeLink } from './HomeLink';
import { PillarIcon } from './PillarIcon';
import './home.css';

export const TAGLINE = 'A playful world of kingdoms, characters and quests that teach wellness, creativity and kindness.';

const FEATURES = [
  { to: '/zones', label: 'Play', icon: 'play', text: 'Mini-games, stories and map adventures.' },
  { to: '/naturversity', label: 'Learn', icon: 'learn', text: 'Courses, languages, teachers and partners.' },
  { to: '/naturbank', label: 'Earn', icon: 'earn', text: 'Badges, favourites, your Navatar card and demo NATUR coins.' },
] as const;

// a failed chunk is an uncaught rejection, as a failed 'Create account' is (spec: not caught)
const signUp = () => import(/* webpackChunkName: "on-demand-home-sign-up" */ './sign-up');

/** A class list, and out of sight (still holding its space) when not `on`. */
const shown = (on: boolean, base = 'nv-muted') => (on ? base : `${base} nv-home__concealed`);

/** Inside the hero's piece, so that piece alone renders again once it is hydrated (useNeedsScript). */
function SignUpButtons({ off, reasonId, backendConfigured }: { off: boolean; reasonId: string; backendConfigured: boolean }) {
  const needsScript = useNeedsScript();
  return (
    <div className="nv-row">
      <Button
        {...needsScript}
        disabled={off}
        aria-describedby={off ? reasonId : undefined}
        onClick={() => void signUp().then((m) => m.createAccount(backendConfigured))}
      >
        Create account
      </Button>
      <Button
        {...needsScript}
        variant="secondary"
        disabled={off}
        aria-describedby={off ? reasonId : undefined}
        onClick={() => void signUp().then((m) => m.continueWithGoogle())}
      >
        Continue with Google
      </Button>
    </div>
  );
}

export function HomePage() {
  useDocumentTitle();
  const { status, backendConfigured } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';
  const settledOut = status === 'signed-out';
  // Accounts switched off (local demo mode): once the session has settled the two buttons are
  // disabled and the line below them says why, read out with each (as on /login), never a tap
  // that seems to do nothing. Until it settles they match the prerendered HTML (enabled), so
  // hydration sees the same attributes.
  const reasonId = useId();
  const off = settledOut && !backendConfigured;

  // Back from a sign-in that started elsewhere (e.g. Google from /login returns to the root).
  useEffect(() => {
    if (!signedIn || !hasPendingPostAuthTarget()) return;
    const target = takePostAuthTarget();
    if (target && target !== '/') navigate(target, { replace: true });
  }, [signedIn, navigate]);

  return (
    <div className="nv-page nv-home">
      {/* each section a piece React hydrates on its own (HydrationPiece): a tap on a card waits for its section only */}
      <HydrationPiece>
        <section className="nv-home__hero" aria-labelledby="home-title">
          <div className="nv-stack">
            <h1 id="home-title">Welcome to Naturverse</h1>
            <p className="nv-page__intro">{TAGLINE}</p>
            {/* The session is read after the page has painted (the prerendered HTML is a first visit:
              signed out). Both states share one grid cell, so the hero keeps its height when it
              settles and the cards below never move; the state not shown is visibility-hidden
              (no tab stop, not read out) but still holds its space. */}
            <div className="nv-home__account">
              <div className={shown(!signedIn, 'nv-stack')}>
                <SignUpButtons off={off} reasonId={reasonId} backendConfigured={backendConfigured} />
                {/* which line depends on the site's config, known only in the browser: both hold
                  their space, and neither shows until the session has settled */}
                <div className="nv-home__account">
                  <p className={shown(settledOut && backendConfigured)}>Sign in to open the paths below.</p>
                  <p className={shown(settledOut && !backendConfigured)} id={reasonId}>
                    {DEMO_MODE_SIGN_IN_MESSAGE}
                  </p>
                </div>
                {/* the paths below stay inert while signed out (spec §2): show where to start instead */}
                <p className="nv-home__start">
                  New here? Every hub in the menu is open, no account needed. Start with the <Link to="/zones">games in Zones</Link> or the{' '}
                  <Link to="/worlds">maps in Worlds</Link>.
                </p>
              </div>
              {signedIn && <p className="nv-home__welcome">You are signed in: every path below is open.</p>}
            </div>
          </div>
          <HeroArt />
        </section>
      </HydrationPiece>

      <HydrationPiece>
        <section aria-labelledby="pillars">
          <h2 id="pillars">Play, learn and earn</h2>
          <ul className="nv-grid nv-grid--fit nv-home__features">
            {FEATURES.map((f) => (
              <li key={f.to} className="nv-card">
                <PillarIcon pillar={f.icon} />
                <h3>
                  <HomeLink to={f.to} active={signedIn}>
                    {f.label}
                  </HomeLink>
                </h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </HydrationPiece>

      <HydrationPiece>
        <section aria-labelledby="how">
          <h2 id="how">How it works</h2>
          <ol className="nv-home__steps">
            <li className="nv-card">
              <h3>
                <HomeLink to="/navatar" active={signedIn}>
                  Create
                </HomeLink>
              </h3>
              <p>Make your Navatar: pick an animal, fruit, insect or spirit and give it a story.</p>
            </li>
            <li className="nv-card">
              <h3>Pick a hub</h3>
              <ul className="nv-home__hubs">
                <li>
                  <HomeLink to="/worlds" active={signedIn}>
                    Worlds
                  </HomeLink>
                </li>
                <li>
                  <HomeLink to="/zones" active={signedIn}>
                    Zones
                  </HomeLink>
                </li>
                <li>
                  <HomeLink to="/marketplace" active={signedIn}>
                    Marketplace
                  </HomeLink>
                </li>
              </ul>
            </li>
            <li className="nv-card">
              <h3>
                <HomeLink to="/passport" active={signedIn}>
                  Play, Learn, Earn
                </HomeLink>
              </h3>
              <p>Collect stamps and badges in your passport as you go.</p>
            </li>
          </ol>
        </section>
      </HydrationPiece>
    </div>
  );
}
