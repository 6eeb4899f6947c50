import { Link, useParams } from 'react-router';
import { Page } from '@naturverse/ui';
import { findLanguage } from './languages';
import type { Phrase, Phrasebook } from './phrasebook';

/** /naturversity/languages/{slug}; an unknown slug shows Thailandia (spec §2). */
export function LanguagePage() {
  const { slug } = useParams();
  const book = findLanguage(slug);
  return (
    <Page title={`${book.kingdom}: ${book.language}`} intro={book.intro}>
      <img src={book.hero.src} alt={book.hero.alt} width={480} height={270} className="nv-nu-hero" />
      <StarterPhrases book={book} />
      <Alphabet book={book} />
      <CountToTen book={book} />
      <figure className="nv-nu-figure">
        <img src={book.secondary.src} alt={book.secondary.alt} width={240} height={180} loading="lazy" />
        {book.secondary.caption && <figcaption>{book.secondary.caption}</figcaption>}
      </figure>
      <p>
        <Link to="/naturversity/languages">All phrasebooks</Link>
      </p>
    </Page>
  );
}

function StarterPhrases({ book }: { book: Phrasebook }) {
  const phrases: Array<[string, Phrase]> = [
    ['Hello', book.hello],
    ['Thank you', book.thankyou],
  ];
  return (
    <section aria-labelledby="starter-phrases" className="nv-stack">
      <h2 id="starter-phrases">Starter phrases</h2>
      <ul className="nv-grid nv-nu-list">
        {phrases.map(([label, phrase]) => (
          <li key={label} className="nv-card nv-nu-phrase" data-testid={`phrase-${label === 'Hello' ? 'hello' : 'thankyou'}`}>
            <h3 className="nv-card__title">{label}</h3>
            <p className="nv-nu-native" lang={book.lang}>
              {phrase.text}
            </p>
            <p>
              Say it: <span className="nv-nu-say">{phrase.say}</span>
            </p>
            <p className="nv-muted">{phrase.meaning}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Alphabet({ book }: { book: Phrasebook }) {
  return (
    <section aria-labelledby="alphabet-basics" className="nv-stack">
      <h2 id="alphabet-basics">Alphabet basics</h2>
      <p>{book.alphabetNote}</p>
      <ul className="nv-nu-letters">
        {book.alphabet.map((letter) => (
          <li key={letter.glyph} className="nv-card nv-nu-letter">
            <span className="nv-nu-glyph" lang={book.lang}>
              {letter.glyph}
            </span>
            <span className="nv-nu-say">{letter.say}</span>
            <span className="nv-muted">{letter.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CountToTen({ book }: { book: Phrasebook }) {
  return (
    <section aria-labelledby="count-to-ten" className="nv-stack">
      <h2 id="count-to-ten">Count to ten</h2>
      {/* On a phone the table scrolls sideways: focusable and named, so a keyboard can scroll it too. */}
      <div className="nv-nu-table-wrap" role="region" tabIndex={0} aria-label={`Count to ten in ${book.language}, table`}>
        <table className="nv-nu-count">
          <caption className="nv-visually-hidden">Numbers one to ten in {book.language}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Numeral</th>
              <th scope="col">Word</th>
              <th scope="col">Say it</th>
            </tr>
          </thead>
          <tbody>
            {book.count.map((entry) => (
              <tr key={entry.number}>
                <th scope="row">{entry.number}</th>
                <td lang={book.lang} className="nv-nu-native" data-testid="numeral">
                  {entry.numeral}
                </td>
                <td lang={book.lang}>{entry.word}</td>
                <td className="nv-nu-say">{entry.say}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
