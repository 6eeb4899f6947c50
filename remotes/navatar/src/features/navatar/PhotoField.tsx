import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@naturverse/ui';
import { NOT_AN_IMAGE_MESSAGE, UNREADABLE_IMAGE_MESSAGE, downscalePhoto, isImageFile } from './photo';

interface PhotoFieldProps {
  hasPhoto: boolean;
  onPhoto: (dataUrl: string | undefined) => void;
}

/** Optional photo: image files only, scaled down before the creator keeps it. */
export function PhotoField({ hasPhoto, onPhoto }: PhotoFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setError(NOT_AN_IMAGE_MESSAGE);
      input.value = '';
      return;
    }
    try {
      onPhoto(await downscalePhoto(file));
      setError(null);
    } catch {
      setError(UNREADABLE_IMAGE_MESSAGE);
      input.value = '';
    }
  }

  return (
    <div className="nv-field">
      <label className="nv-field__label" htmlFor={id}>
        Photo (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="nv-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => void choose(e)}
      />
      {error && (
        <span className="nv-field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
      {hasPhoto && (
        <div>
          <Button variant="ghost" small onClick={() => onPhoto(undefined)}>
            Remove photo
          </Button>
        </div>
      )}
    </div>
  );
}
