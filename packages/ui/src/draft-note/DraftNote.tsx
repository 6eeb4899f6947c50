/**
 * The line a form shows when it opens on a family's kept, unsaved work (@naturverse/platform/drafts):
 * the zones builders, the Navatar creator. A subpath of @naturverse/ui outside its shared API, like
 * hub-version: each part bundles it, so it needs no newer shell.
 */
export function DraftNote({ orCancel = false }: { orCancel?: boolean }) {
  return (
    <p className="nv-muted" data-testid="draft-note">
      Your unsaved draft is back. It stays in this browser until you save it{orCancel ? ' or cancel' : ''}.
    </p>
  );
}
