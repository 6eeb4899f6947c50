import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState } from '@naturverse/ui';
import { removeLibraryItem, useLibrary } from '../lib/library-store';

/**
 * The Library of favourites (spec §3/§4), listed where a family looks for saved
 * things: newest first, each linking to its product, each with Remove.
 */
export function LibrarySection() {
  const items = useLibrary();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="library-heading" className="nv-stack">
      <h2 id="library-heading" ref={headingRef} tabIndex={-1}>
        Your Library
      </h2>
      {items.length === 0 ? (
        <>
          <EmptyState>Your Library is empty. Tap ‘Save to Library’ on a product to keep it here.</EmptyState>
          <p>
            <Link to="/marketplace">Find products to save</Link>
          </p>
        </>
      ) : (
        <ul className="nv-mk-lines">
          {items.map((item) => (
            <li key={item.id} className="nv-card nv-mk-line">
              <span aria-hidden="true">⭐</span>
              <h3 className="nv-mk-line__name nv-mk-line__info">{item.href ? <Link to={item.href}>{item.title}</Link> : item.title}</h3>
              <Button
                variant="ghost"
                small
                aria-label={`Remove ${item.title} from Library`}
                onClick={() => {
                  headingRef.current?.focus(); // the button is about to go: keep focus on the list
                  removeLibraryItem(item.id);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
