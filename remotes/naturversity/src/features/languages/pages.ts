// The language list and a language's page share the phrasebooks: they load as one chunk on
// the first visit to either (routes.tsx), not each with its own copy.
export { LanguagesPage } from './LanguagesPage';
export { LanguagePage } from './LanguagePage';
