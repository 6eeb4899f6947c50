/**
 * Navatar photos: images only, and scaled down (max side 256 px, JPEG 0.8) before
 * they are kept, so 50 saved Navatars fit comfortably in browser storage.
 */
export const PHOTO_MAX_SIDE = 256;
export const PHOTO_QUALITY = 0.8;
export const NOT_AN_IMAGE_MESSAGE = 'That file is not a picture. Please choose an image file, such as a PNG or JPEG.';
export const UNREADABLE_IMAGE_MESSAGE = 'We could not open that picture. Please try a different image.';

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** The size to draw at: the longest side at most `maxSide`, never enlarged. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 1, height: 1 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(UNREADABLE_IMAGE_MESSAGE));
    img.src = url;
  });
}

/** Browser only: decode the file, draw it small on a canvas, return a JPEG data URL. */
export async function downscalePhoto(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const size = fitWithin(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(UNREADABLE_IMAGE_MESSAGE);
    context.fillStyle = '#ffffff'; // JPEG has no transparency: a white backdrop, not black
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(img, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', PHOTO_QUALITY);
  } finally {
    URL.revokeObjectURL(url);
  }
}
