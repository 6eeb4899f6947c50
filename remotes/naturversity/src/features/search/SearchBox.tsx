import { TextField } from '@naturverse/ui';

/** A labelled search input; filtering happens as the family types. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="nv-nu-search" role="search">
      <TextField label={label} type="search" value={value} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
