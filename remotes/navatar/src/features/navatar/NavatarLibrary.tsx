import { EmptyState } from '@naturverse/ui';
import { displayName, type Navatar } from './generate';

/** Saved Navatars, newest first; choosing one loads it into the creator. */
export function NavatarLibrary({ library, onLoad }: { library: Navatar[]; onLoad: (navatar: Navatar) => void }) {
  return (
    <section aria-labelledby="navatar-library" className="nv-stack">
      <h2 id="navatar-library">Library</h2>
      {library.length === 0 ? (
        <EmptyState>No saved Navatars yet. Make one and press Save Navatar.</EmptyState>
      ) : (
        <ul className="nv-navatar__library">
          {library.map((navatar) => (
            <li key={navatar.id}>
              <button type="button" className="nv-navatar__library-item" onClick={() => onLoad(navatar)}>
                {displayName(navatar)} — {navatar.base}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
