import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from './assets/photo-placeholder.svg';

/** An image that shows our placeholder (never a network one) when its own data fails to load. */
export function FallbackImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  return (
    <img
      {...rest}
      src={broken ? placeholder : src}
      alt={broken ? `${alt} (image unavailable)` : alt}
      data-fallback={broken ? 'true' : undefined}
      onError={() => setFailed(src)}
    />
  );
}
