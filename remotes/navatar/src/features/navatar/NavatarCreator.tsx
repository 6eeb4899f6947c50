import { useEffect, useState } from 'react';
import { Button, Page, TextAreaField, TextField } from '@naturverse/ui';
import { DraftNote } from '@naturverse/ui/draft-note';
import { BASES, type NavatarBase } from './content';
import { rollNavatar, type Navatar } from './generate';
import { readActive, readLibrary, saveNavatar } from './library';
import { CharacterCard } from './CharacterCard';
import { NavatarLibrary } from './NavatarLibrary';
import { PhotoField } from './PhotoField';
import { DISCARD_NAVATAR, isUnsaved, keepNavatarDraft, openNavatar, wouldBeLost } from './navatar-draft';
import './navatar.css';

const fresh = (base: NavatarBase, keep?: Navatar) =>
  rollNavatar(base, Math.random, new Date(), keep && { name: keep.name, backstory: keep.backstory, imageDataUrl: keep.imageDataUrl });

export function NavatarCreator() {
  // Start from the active Navatar when there is one, so a family picks up where it left off,
  // and from its unsaved work over that when the browser kept some (navatar-draft.ts).
  const [opened] = useState(() => openNavatar(readActive() ?? fresh('Animal')));
  const [saved, setSaved] = useState(opened.saved);
  const [draft, setDraft] = useState<Navatar>(opened.initial);
  const [library, setLibrary] = useState<Navatar[]>(readLibrary);
  const [saveError, setSaveError] = useState<string | null>(null);

  const edit = (patch: Partial<Navatar>) => setDraft((d) => ({ ...d, ...patch }));
  const setPhoto = (imageDataUrl: string | undefined) => setDraft(({ imageDataUrl: _old, ...rest }) => (imageDataUrl ? { ...rest, imageDataUrl } : rest));
  const unsaved = isUnsaved(draft, saved);

  useEffect(() => keepNavatarDraft(draft, saved), [draft, saved]);
  // Leaving warns only when leaving would lose work: storage refused to keep the draft
  useEffect(() => {
    if (!wouldBeLost(draft, saved)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft, saved]);

  /** What is saved now shows in the creator: nothing of it is unsaved work. */
  const show = (navatar: Navatar) => {
    setSaved(navatar);
    setDraft(navatar);
  };

  function save() {
    const outcome = saveNavatar(draft);
    if (!outcome.ok) return setSaveError(outcome.message);
    setSaveError(null);
    show(outcome.navatar);
    setLibrary(outcome.library);
    window.alert('Navatar saved locally!');
  }

  return (
    <Page title="Navatar Creator" intro="Make your own Navatar: pick a base, give it a name and a story, and roll its powers.">
      <div className="nv-navatar">
        <form
          className="nv-stack nv-navatar__form"
          onSubmit={(e) => {
            e.preventDefault();
            save(); // Enter in a field saves, as Save does: a form keyboard users can submit
          }}
        >
          {opened.restored && unsaved && <DraftNote />}
          <fieldset className="nv-navatar__fieldset">
            <legend>Step 1: Pick a base</legend>
            <div className="nv-row" role="radiogroup" aria-label="Base">
              {BASES.map((base) => (
                <label key={base} className="nv-navatar__base">
                  <input type="radio" name="navatar-base" value={base} checked={draft.base === base} onChange={() => setDraft((d) => fresh(base, d))} />
                  <span>{base}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="nv-navatar__fieldset nv-stack">
            <legend>Step 2: Name and story</legend>
            <TextField
              label="Name (optional)"
              value={draft.name}
              placeholder={draft.species}
              limit={40}
              onChange={(e) => edit({ name: e.currentTarget.value })}
            />
            <TextAreaField label="Backstory" value={draft.backstory} rows={4} limit={600} onChange={(e) => edit({ backstory: e.currentTarget.value })} />
            <PhotoField hasPhoto={Boolean(draft.imageDataUrl)} onPhoto={setPhoto} />
          </fieldset>
          <div className="nv-row">
            <Button variant="secondary" onClick={() => setDraft((d) => fresh(d.base, d))}>
              Randomize
            </Button>
            <Button type="submit">Save Navatar</Button>
          </div>
          {saveError && (
            <p className="nv-navatar__error" role="alert">
              {saveError}
            </p>
          )}
        </form>
        <div className="nv-stack">
          <CharacterCard navatar={draft} />
          <NavatarLibrary
            library={library}
            onLoad={(n) => {
              if (unsaved && !window.confirm(DISCARD_NAVATAR)) return;
              show(n);
              setSaveError(null);
            }}
          />
          <p className="nv-muted">Coming soon: AI assisted art &amp; powers, upgrade market, and cross-app use.</p>
        </div>
      </div>
    </Page>
  );
}
