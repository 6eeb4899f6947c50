import { useId, useState, type FormEvent } from 'react';
import { Button, CharacterCount, EmptyState, TextAreaField, TextField } from '@naturverse/ui';
import { addPoll, usePolls } from './community-store';
import { newId } from '../../lib/new-id';
import { PollCard } from './PollCard';
import { DEFAULT_OPTIONS_TEXT, POLL_NOTES_MAX, POLL_OPTIONS_MAX, POLL_TITLE_MAX, createPoll } from './polls';

/** Polls tab: create a poll (title + at least two option lines), then the list, newest first. */
export function PollsTab() {
  const polls = usePolls();
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [options, setOptions] = useState(DEFAULT_OPTIONS_TEXT);
  const ids = { title: useId(), notes: useId(), options: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const poll = createPoll({ title, notes, optionsText: options }, newId('poll'), new Date());
    if (!poll) return; // spec §5: blank title or fewer than 2 options → nothing happens
    if (!addPoll(poll)) return; // not saved: the reason is shown, the form keeps what was typed
    setTitle('');
    setNotes('');
    setOptions(DEFAULT_OPTIONS_TEXT);
  };

  return (
    <div className="zn-community">
      <form className="nv-card zn-form" onSubmit={submit} aria-labelledby="zn-create-poll">
        <h2 id="zn-create-poll">Create a poll</h2>
        <TextField label="Poll title" value={title} maxLength={POLL_TITLE_MAX} aria-describedby={ids.title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <CharacterCount id={ids.title} value={title} max={POLL_TITLE_MAX} />
        <TextField
          label="Notes (optional)"
          value={notes}
          maxLength={POLL_NOTES_MAX}
          aria-describedby={ids.notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <CharacterCount id={ids.notes} value={notes} max={POLL_NOTES_MAX} />
        <TextAreaField
          label="Options (one per line)"
          rows={4}
          value={options}
          maxLength={POLL_OPTIONS_MAX}
          aria-describedby={ids.options}
          onChange={(e) => setOptions(e.currentTarget.value)}
        />
        <CharacterCount id={ids.options} value={options} max={POLL_OPTIONS_MAX} />
        <Button type="submit">Create poll</Button>
      </form>
      <h2>Polls</h2>
      {polls.length === 0 ? (
        <EmptyState>No polls yet.</EmptyState>
      ) : (
        <ul className="zn-cards" aria-label="Polls">
          {polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} />
          ))}
        </ul>
      )}
    </div>
  );
}
