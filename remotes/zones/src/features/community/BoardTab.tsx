import { useId, useState, type FormEvent } from 'react';
import { Button, CharacterCount, EmptyState, TextAreaField, TextField } from '@naturverse/ui';
import { addEvent, rsvp, useBoard, useRsvped } from './community-store';
import { newId } from '../../lib/new-id';
import { EVENT_DETAILS_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, createEvent, type VolunteerEvent } from './volunteer';

function EventCard({ event, going }: { event: VolunteerEvent; going: boolean }) {
  return (
    <li className="nv-card zn-event" aria-label={event.title}>
      <h3>{event.title}</h3>
      <p className="zn-event__meta">
        {event.date ? <time dateTime={event.date}>{event.date}</time> : 'Date to be decided'}
        {' · '}
        {event.location || 'Place to be decided'}
      </p>
      {event.details && <p className="zn-event__details">{event.details}</p>}
      <p className="zn-event__count">
        {event.rsvps} going{going ? ' (including you)' : ''}
      </p>
      <Button variant={going ? 'secondary' : 'primary'} aria-pressed={going} onClick={() => rsvp(event.id)}>
        {going ? 'Cancel RSVP' : 'RSVP'}
      </Button>
    </li>
  );
}

/** Volunteer Board tab: create an event (only the title is required), RSVP once per browser. */
export function BoardTab() {
  const events = useBoard();
  const going = useRsvped();
  const [form, setForm] = useState({ title: '', date: '', location: '', details: '' });
  const [error, setError] = useState('');
  const ids = { title: useId(), location: useId(), details: useId() };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const event = createEvent(form, newId('event'), new Date());
    if (!event) {
      setError('Please give the event a title.');
      return;
    }
    setError('');
    if (!addEvent(event)) return; // not saved: the reason is shown, the form keeps what was typed
    setForm({ title: '', date: '', location: '', details: '' });
  };

  return (
    <div className="zn-community">
      <form className="nv-card zn-form" onSubmit={submit} aria-labelledby="zn-create-event" noValidate>
        <h2 id="zn-create-event">Create an event</h2>
        <TextField label="Event title" required maxLength={EVENT_TITLE_MAX} aria-describedby={ids.title} error={error || undefined} {...field('title')} />
        <CharacterCount id={ids.title} value={form.title} max={EVENT_TITLE_MAX} />
        <TextField label="Date (optional)" type="date" {...field('date')} />
        <TextField label="Location (optional)" maxLength={EVENT_LOCATION_MAX} aria-describedby={ids.location} {...field('location')} />
        <CharacterCount id={ids.location} value={form.location} max={EVENT_LOCATION_MAX} />
        <TextAreaField label="Details (optional)" rows={3} maxLength={EVENT_DETAILS_MAX} aria-describedby={ids.details} {...field('details')} />
        <CharacterCount id={ids.details} value={form.details} max={EVENT_DETAILS_MAX} />
        <Button type="submit">Add event</Button>
      </form>
      <h2>Volunteer events</h2>
      {events.length === 0 ? (
        <EmptyState>No volunteer events yet.</EmptyState>
      ) : (
        <ul className="zn-cards" aria-label="Volunteer events">
          {events.map((event) => (
            <EventCard key={event.id} event={event} going={going[event.id] === true} />
          ))}
        </ul>
      )}
    </div>
  );
}
