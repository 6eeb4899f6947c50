import { TextField } from '@naturverse/ui';

/** Long enough for any course or teacher name; a visible bound on what is echoed back. */
const QUERY_MAX = 60;

/** A labelled search input; filtering happens as the family types. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="nv-nu-search" role="search">
      <TextField label={label} type="search" limit={QUERY_MAX} value={value} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
