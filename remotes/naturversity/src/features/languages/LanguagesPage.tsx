import { Link } from 'react-router';
import { Page } from '@naturverse/ui';
import { LANGUAGES, languageHref } from './languages';

/** /naturversity/languages: one phrasebook card per kingdom. */
export function LanguagesPage() {
  return (
    <Page title="Languages" intro="Open a phrasebook to say hello, say thank you, meet the alphabet and count to ten.">
      <ul className="nv-grid nv-nu-list" aria-label="Phrasebooks">
        {LANGUAGES.map((book) => (
          <li key={book.slug}>
            <Link to={languageHref(book.slug)} className="nv-card nv-nu-tile">
              <img src={book.hero.src} alt="" width={240} height={135} className="nv-nu-thumb" loading="lazy" />
              <span className="nv-nu-tile__title">
                {book.kingdom}: {book.language}
              </span>
              <span className="nv-nu-tile__blurb">
                Hello: <span lang={book.lang}>{book.hello.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
