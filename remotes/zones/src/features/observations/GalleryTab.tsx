import { useState } from 'react';
import { Button, EmptyState, Modal } from '@naturverse/ui';
import { FallbackImage } from './FallbackImage';
import { formatLocation, type Observation, type ObservationSummary } from './observation';
import { describeDbFailure, observationDb } from './observation-db';
import type { LoadState } from './useObservations';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Opened = { summary: ObservationSummary; full: Observation | null; failed: boolean };

/**
 * Gallery tab: newest first; open one for the full image and notes; delete one. The list
 * holds thumbnails only; a full image is read from the store when its photo is opened.
 */
export function GalleryTab({ records, state, onChanged }: { records: ObservationSummary[]; state: LoadState; onChanged: () => Promise<void> }) {
  const [open, setOpen] = useState<Opened | null>(null);
  const [error, setError] = useState('');

  const show = async (summary: ObservationSummary) => {
    setOpen({ summary, full: null, failed: false });
    let full: Observation | null = null;
    try {
      full = await observationDb.get(summary.id);
    } catch {
      full = null;
    }
    // only if that photo is still the one open (a quick Close, or another Open, wins)
    setOpen((now) => (now?.summary.id === summary.id ? { summary, full, failed: full === null } : now));
  };

  const remove = async (record: ObservationSummary) => {
    if (!window.confirm(`Delete “${record.title}”?`)) return;
    try {
      await observationDb.remove(record.id);
      setError('');
    } catch (e) {
      setError(describeDbFailure(e));
    }
    await onChanged();
  };

  if (state === 'loading') return <p role="status">Loading photos…</p>;
  // the page already says the store cannot be read; "No photos yet." would not be true
  if (state === 'failed') return null;
  return (
    <div>
      {error && (
        <p className="nv-field__error" role="alert">
          {error}
        </p>
      )}
      {records.length === 0 ? (
        <EmptyState>No photos yet. Try the Upload tab.</EmptyState>
      ) : (
        <ul className="zn-gallery" aria-label="Your photos">
          {records.map((record) => (
            <li key={record.id} className="nv-card zn-photo" aria-label={record.title}>
              <FallbackImage className="zn-photo__thumb" src={record.thumb} alt={record.title} width={320} height={240} />
              <h2 className="zn-photo__title">{record.title}</h2>
              <ul className="zn-tags" aria-label="Tags">
                {record.tags.map((tag) => (
                  <li key={tag} className="zn-tag">
                    {tag}
                  </li>
                ))}
              </ul>
              <p className="zn-photo__meta">
                <time dateTime={record.takenAt}>{when(record.takenAt)}</time>
                <br />
                {formatLocation(record) ? `Location: ${formatLocation(record)}` : 'No location'}
                <br />
                Colour <span className="zn-swatch" style={{ background: record.color }} /> {record.color}
              </p>
              <div className="zn-row">
                <Button variant="secondary" aria-label={`Open ${record.title}`} onClick={() => void show(record)}>
                  Open
                </Button>
                <Button variant="danger" aria-label={`Delete ${record.title}`} onClick={() => void remove(record)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={open !== null} title={open?.summary.title ?? ''} onClose={() => setOpen(null)}>
        {open && (
          <>
            {open.full ? (
              <FallbackImage className="zn-photo__full" src={open.full.src} alt={open.summary.title} />
            ) : open.failed ? (
              <p className="nv-field__error" role="alert">
                This photo could not be read from this browser&apos;s photo store.
              </p>
            ) : (
              <p role="status">Loading the photo…</p>
            )}
            {open.summary.notes ? <p className="zn-photo__notes">{open.summary.notes}</p> : <p className="nv-muted">No notes.</p>}
            <Button onClick={() => setOpen(null)}>Close</Button>
          </>
        )}
      </Modal>
    </div>
  );
}
