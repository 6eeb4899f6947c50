import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TextPageKind = 'terms' | 'privacy' | 'contact' | 'accessibility' | 'about';

export interface TextPageContent {
  title: string;
  intro: string;
  body: ReactNode;
}

export const TEXT_PAGES: Record<TextPageKind, TextPageContent> = {
  about: {
    title: 'About',
    intro: 'Naturverse is a playful world of kingdoms, characters and quests that teach wellness, creativity and kindness.',
    body: (
      <>
        <p>
          It is made for children aged about 5 to 12 and the grown-ups who explore with them. You can play mini-games, read and write stories, learn a few words
          in other languages, create your own Navatar and collect stamps in your passport.
        </p>
        <p>Most of Naturverse works right in your browser, with no account needed. The NATUR coin is a pretend coin for practice: it has no money value.</p>
      </>
    ),
  },
  contact: {
    title: 'Contact',
    intro: 'We would love to hear from you.',
    body: (
      <>
        <p>
          Grown-ups can write to the Naturverse team at <strong>hello@naturverse.example</strong> with questions, ideas or problems. Please do not send
          children’s personal details by e-mail.
        </p>
        <p>Kids: ask a grown-up to help you write to us. We read every message and try to answer within a week.</p>
      </>
    ),
  },
  terms: {
    title: 'Terms',
    intro: 'The simple rules for using Naturverse.',
    body: (
      <ul>
        <li>Be kind. Do not upload or write anything hurtful, unsafe or private.</li>
        <li>Children should use Naturverse with a parent or carer nearby, and a grown-up should create any account.</li>
        <li>NATUR coins, badges and stamps are for fun and practice. They cannot be bought, sold or exchanged for money.</li>
        <li>The marketplace checkout is a demo: nothing is charged and nothing is shipped.</li>
        <li>We may change or pause features to keep Naturverse safe. If these terms change, we will update this page.</li>
      </ul>
    ),
  },
  privacy: {
    title: 'Privacy',
    intro: 'What Naturverse keeps, where, and why — in plain words.',
    body: (
      <>
        <h2>In your browser</h2>
        <p>
          Most things you do are saved only in this browser’s local storage, on this device: your game and course progress, stories, quizzes, observations and
          photos, polls, your cart, wishlist and library, your Navatars, passport stamps and badges, the demo bank, and a local copy of your profile. Session
          storage briefly keeps the page to return to after signing in. You can remove all of it by clearing this site’s data in your browser.
        </p>
        <h2>With an account</h2>
        <p>
          If this copy of Naturverse is connected to a backend and you sign in, our Supabase project stores your sign-in e-mail address, your profile (display
          name, theme, kid-safe chat and newsletter choices, avatar picture), your passport stamps and badges, game scores, your demo NATUR wallet and
          transactions, and your XP. Only you can read your own rows. Signing in with Google shares your e-mail address with us.
        </p>
        <h2>Reports about how the site works</h2>
        <p>
          When this copy of Naturverse is set up to send them, your browser tells us which parts of the site loaded, failed or were slow — never who you are or
          what you typed, and never if your browser asks not to be tracked. To stop one browser sending floods of them, we count reports per browser with a code
          made from its internet address under a secret that changes every day and is then deleted; the address itself is never kept. Reports are deleted after
          30 days.
        </p>
        <h2>What we never do</h2>
        <p>
          No ads, no trackers and no requests to third parties: pictures, fonts and code all come from Naturverse itself (plus, only when this copy is
          connected, its own Supabase backend). We do not sell or share your information.
        </p>
        <p>
          To have your account data deleted, a grown-up can <Link to="/contact">contact us</Link>.
        </p>
      </>
    ),
  },
  accessibility: {
    title: 'Accessibility',
    intro: 'Naturverse should be fun for everyone.',
    body: (
      <>
        <p>
          Every page works with a keyboard, has a skip link and visible focus, uses real labels and text for pictures, and keeps colours easy to read.
          Animations calm down when your device asks for reduced motion, and pages fit screens from small phones to desktops.
        </p>
        <p>
          If something is hard to use, please <Link to="/contact">tell us</Link> — we will fix it.
        </p>
      </>
    ),
  },
};

export function textPageKind(pathname: string): TextPageKind | null {
  const kind = pathname.replace(/^\/+|\/+$/g, '');
  return kind in TEXT_PAGES ? (kind as TextPageKind) : null;
}
