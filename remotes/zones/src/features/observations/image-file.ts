/**
 * Browser side of an upload: the file as a data URL (the full image, byte for byte), a JPEG
 * thumbnail and its average colour. The rules themselves are pure (colour-tags, thumbnail).
 */
import { averageColour, colourTags, toHex } from './colour-tags';
import { THUMB_QUALITY, thumbnailSize } from './thumbnail';

export interface ProcessedImage {
  src: string;
  thumb: string;
  color: string;
  autoTags: string[];
}

/** Spec §5: only image-type files are accepted. */
export function isImageType(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type);
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export async function processImage(file: Blob): Promise<ProcessedImage> {
  const src = await readAsDataUrl(file);
  const image = new Image();
  image.src = src;
  await image.decode(); // rejects for a file that claims to be an image but is not one
  const { width, height } = thumbnailSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0, width, height);
  const rgb = averageColour(context.getImageData(0, 0, width, height).data);
  // JPEG has no transparency: paint white behind transparent parts rather than black
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return {
    src,
    thumb: canvas.toDataURL('image/jpeg', THUMB_QUALITY),
    color: rgb ? toHex(rgb) : '#ffffff',
    autoTags: colourTags(rgb),
  };
}
