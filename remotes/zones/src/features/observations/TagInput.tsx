import { useId, useState } from 'react';
import { CharacterCount, TextField } from '@naturverse/ui';
import { TAG_MAX, addTag, removeTag } from './observation';

/** Tags: Enter adds a non-blank tag that is not there yet; each tag has its own remove button. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const countId = useId();
  return (
    <div className="zn-tags-input">
      <TextField
        label="Tags"
        hint="Type a tag and press Enter."
        value={draft}
        maxLength={TAG_MAX}
        aria-describedby={countId}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault(); // Enter adds a tag; it never submits the form
          onChange(addTag(tags, draft));
          setDraft('');
        }}
      />
      <CharacterCount id={countId} value={draft} max={TAG_MAX} />
      {tags.length > 0 && (
        <ul className="zn-tags" aria-label="Tags to save">
          {tags.map((tag) => (
            <li key={tag} className="zn-tag">
              <span>{tag}</span>
              <button type="button" className="zn-tag__remove" aria-label={`Remove tag ${tag}`} onClick={() => onChange(removeTag(tags, tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
