import { useState, type ReactNode } from 'react';

interface FallbackImageProps {
  /** Tried in order; the first that loads is shown. */
  candidates: readonly string[];
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Shown when none loads, instead of a broken image. */
  fallback?: ReactNode;
}

/**
 * Spec §2/§8: the first image that loads among the variants; a failed one is never
 * shown (it stays invisible while loading and is replaced on error).
 */
export function FallbackImage({ candidates, alt, width, height, className, loading, fallback = null }: FallbackImageProps) {
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const src = candidates[index];
  if (src === undefined) return <>{fallback}</>;
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      className={[className, loaded ? undefined : 'nv-img--pending'].filter(Boolean).join(' ')}
      data-state={loaded ? 'loaded' : 'loading'}
      // prerendered HTML: the image may have loaded (or failed) before React hydrated it, and
      // those events are gone — read where it stands instead
      ref={(img) => {
        if (!img?.complete) return;
        if (img.naturalWidth > 0) setLoaded(true);
        else if (img.currentSrc) setIndex((i) => (candidates[i] === src ? i + 1 : i));
      }}
      onLoad={() => setLoaded(true)}
      onError={() => {
        setLoaded(false);
        setIndex((i) => i + 1);
      }}
    />
  );
}
