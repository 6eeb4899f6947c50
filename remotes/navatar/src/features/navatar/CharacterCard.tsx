import { shortDateFormat } from '@naturverse/platform';
import { displayName, type Navatar } from './generate';

// Made when this module loads, with the hub's route entry (before the click): see shortDateFormat.
const formatCreated = shortDateFormat();

/** The live Character Card: everything the creator holds, as it will be saved. */
export function CharacterCard({ navatar }: { navatar: Navatar }) {
  const name = displayName(navatar);
  return (
    <article className="nv-card nv-navatar__card" aria-labelledby="navatar-card-name">
      <p className="nv-navatar__card-kicker">Character Card</p>
      <h2 id="navatar-card-name">{name}</h2>
      <div className="nv-navatar__card-top">
        {navatar.imageDataUrl ? (
          <img className="nv-navatar__photo" src={navatar.imageDataUrl} alt={`Photo of ${name}`} width={128} height={128} />
        ) : (
          <div className="nv-navatar__photo nv-navatar__photo--empty">
            <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path d="M24 6c10 8 14 16 10 26-2 6-8 10-10 10s-8-4-10-10C10 22 14 14 24 6z" fill="#2f7d4f" />
              <path d="M24 12v28" stroke="#e3f0e0" strokeWidth="2" />
            </svg>
            <span>No photo</span>
          </div>
        )}
        <dl className="nv-navatar__facts">
          <dt>Base</dt>
          <dd>{navatar.base}</dd>
          <dt>Species</dt>
          <dd>{navatar.species}</dd>
          <dt>Created</dt>
          <dd>
            <time dateTime={navatar.createdAt}>{formatCreated(navatar.createdAt)}</time>
          </dd>
        </dl>
      </div>
      <h3>Powers</h3>
      <ul className="nv-navatar__powers">
        {navatar.powers.map((power) => (
          <li key={power} className="nv-badge">
            {power}
          </li>
        ))}
      </ul>
      <h3>Backstory</h3>
      <p className="nv-navatar__backstory">{navatar.backstory.trim() || 'No backstory yet.'}</p>
    </article>
  );
}
