import { useState } from 'react';
import { Button, EmptyState, Modal } from '@naturverse/ui';
import { FallbackImage } from './FallbackImage';
import { formatLocation, type Observation } from './observation';
import { describeDbFailure, observationDb } from './observation-db';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Gallery tab: newest first; open one for the full image and notes; delete one. */
export function GalleryTab({ records, loading, onChanged }: { records: Observation[]; loading: boolean; onChanged: () => Promise<void> }) {
  const [open, setOpen] = useState<Observation | null>(null);
  const [error, setError] = useState('');

  const remove = async (record: Observation) => {
    if (!window.confirm(`Delete “${record.title}”?`)) return;
    try {
      await observationDb.remove(record.id);
      setError('');
    } catch (e) {
      setError(describeDbFailure(e));
    }
    await onChanged();
  };

  if (loading) return <p role="status">Loading photos…</p>;
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
                <Button variant="secondary" aria-label={`Open ${record.title}`} onClick={() => setOpen(record)}>
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
      <Modal open={open !== null} title={open?.title ?? ''} onClose={() => setOpen(null)}>
        {open && (
          <>
            <FallbackImage className="zn-photo__full" src={open.src} alt={open.title} />
            {open.notes ? <p className="zn-photo__notes">{open.notes}</p> : <p className="nv-muted">No notes.</p>}
            <Button onClick={() => setOpen(null)}>Close</Button>
          </>
        )}
      </Modal>
    </div>
  );
}
