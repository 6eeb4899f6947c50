import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, CharacterCount, TextAreaField, TextField } from '@naturverse/ui';
import { isImageType, processImage, type ProcessedImage } from './image-file';
import { locate, locationNote } from './location';
import { NOTES_MAX, TITLE_MAX, mergeTags, titleFromFileName, type Observation } from './observation';
import { describeDbFailure, observationDb } from './observation-db';
import { StatusMessage, type Message } from './StatusMessage';
import { TagInput } from './TagInput';
import { EMPTY_UPLOAD_DRAFT, keepUploadDraft, readUploadDraft } from './upload-draft';
import { newId } from '../../lib/new-id';

/** Upload tab: pick a photo, name it, tag it, save it with its location when the browser gives one. */
export function UploadTab({ onSaved }: { onSaved: () => Promise<void> }) {
  // Starts from the kept draft (upload-draft.ts), so a tab switch or reload loses no typing.
  const [kept] = useState(readUploadDraft);
  const [fileKey, setFileKey] = useState(0); // a new key empties the file input
  const [image, setImage] = useState<ProcessedImage | null>(kept.image);
  const [fileTitle, setFileTitle] = useState(kept.draft.fileTitle);
  const [title, setTitle] = useState(kept.draft.title);
  const [notes, setNotes] = useState(kept.draft.notes);
  const [tags, setTags] = useState<string[]>(kept.draft.tags);
  useEffect(() => keepUploadDraft({ title, notes, tags, fileTitle }, image), [title, notes, tags, fileTitle, image]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const titleCount = useId();
  const notesCount = useId();

  const pick = async (file: File | undefined) => {
    setMessage(null);
    setImage(null);
    if (!file) return;
    if (!isImageType(file.type)) {
      setFileKey((k) => k + 1);
      setMessage({ kind: 'err', text: `“${file.name}” is not an image. Please choose a photo (JPEG, PNG, WebP, …).` });
      return;
    }
    const suggested = titleFromFileName(file.name);
    if (title.trim() === '' || title === fileTitle) setTitle(suggested);
    setFileTitle(suggested);
    try {
      setImage(await processImage(file));
    } catch {
      setFileKey((k) => k + 1);
      setMessage({ kind: 'err', text: `“${file.name}” could not be opened as an image. Please try another photo.` });
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!image || busy) return;
    setBusy(true);
    setMessage({ kind: 'ok', text: 'Saving…' });
    const where = await locate(typeof navigator !== 'undefined' ? navigator.geolocation : undefined);
    const record: Observation = {
      id: newId('obs'),
      title: title.trim() || fileTitle || 'Untitled',
      notes,
      tags: mergeTags(tags, image.autoTags),
      takenAt: new Date().toISOString(),
      lat: where.ok ? where.lat : null,
      lon: where.ok ? where.lon : null,
      color: image.color,
      src: image.src,
      thumb: image.thumb,
    };
    try {
      await observationDb.put(record);
    } catch (error) {
      setBusy(false);
      setMessage({ kind: 'err', text: describeDbFailure(error) }); // the form keeps what was typed
      return;
    }
    await onSaved();
    setBusy(false);
    setImage(null);
    setTitle('');
    setFileTitle('');
    setNotes('');
    setTags([]);
    keepUploadDraft(EMPTY_UPLOAD_DRAFT, null);
    setFileKey((k) => k + 1);
    setMessage({ kind: 'ok', text: `Saved “${record.title}”. ${locationNote(where)}` });
  };

  return (
    <form className="zn-upload" onSubmit={save} aria-label="Upload a photo">
      {/* accept image/* (no capture attribute): phones offer the camera and the photo library */}
      <TextField key={fileKey} label="Photo" type="file" accept="image/*" onChange={(e) => void pick(e.currentTarget.files?.[0])} />
      {image && kept.image === image && <p className="nv-muted">Your chosen photo is still here, not saved yet.</p>}
      {image && (
        <figure className="zn-upload__preview">
          <img src={image.thumb} alt="Preview of the chosen photo" />
          <figcaption>
            Auto tags: {image.autoTags.join(', ')} · Average colour <span className="zn-swatch" style={{ background: image.color }} /> {image.color}
          </figcaption>
        </figure>
      )}
      <div className="zn-counted">
        <TextField label="Title" value={title} maxLength={TITLE_MAX} aria-describedby={titleCount} onChange={(e) => setTitle(e.currentTarget.value)} />
        <CharacterCount id={titleCount} value={title} max={TITLE_MAX} />
      </div>
      <div className="zn-counted">
        <TextAreaField
          label="Notes"
          rows={3}
          value={notes}
          maxLength={NOTES_MAX}
          aria-describedby={notesCount}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <CharacterCount id={notesCount} value={notes} max={NOTES_MAX} />
      </div>
      <TagInput tags={tags} onChange={setTags} />
      <p className="nv-muted">We ask your browser for your location when you save. You can say no: the photo is saved either way.</p>
      <p className="nv-muted">
        Until you save, this page keeps your title, notes and tags even if you reload; the photo itself is kept only while the page stays open.
      </p>
      <Button type="submit" disabled={!image || busy}>
        {busy ? 'Saving…' : 'Save photo'}
      </Button>
      <StatusMessage message={message} />
    </form>
  );
}
