/**
 * Average colour → auto tags (spec §9: 'nature' always, plus greenery, water/sky, flower or
 * sunset/rock). The spec does not give thresholds; these are ours, chosen on hue (HSL) so a
 * photo's brightness does not flip its family:
 *
 *   lightness < 0.12                         → too dark to judge: only 'nature'
 *   saturation < 0.15 (grey/beige)           → 'rock' (unless lightness > 0.85: a white sky or
 *                                              an over-exposed photo, only 'nature')
 *   hue  70°–170° (yellow-green … teal)      → 'greenery'
 *   hue 170°–260° (cyan … blue)              → 'sky' when lightness ≥ 0.55, else 'water'
 *   hue 260°–335° (violet … pink)            → 'flower'
 *   hue 335°–45°  (red … orange)             → 'sunset' when saturation ≥ 0.45, else 'rock'
 *   hue  45°–70°  (golden yellow)            → 'flower' (buttercups, sunflowers)
 *
 * The average is taken over every 8th pixel (spec §9), fully transparent pixels skipped.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const SAMPLE_EVERY = 8;

/** Mean colour of RGBA pixel data, reading every `step`-th pixel; null when nothing opaque. */
export function averageColour(data: ArrayLike<number>, step = SAMPLE_EVERY): Rgb | null {
  if (data.length % 4 !== 0) throw new Error('pixel data must be RGBA');
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 4 * step) {
    if ((data[i + 3] ?? 0) === 0) continue;
    r += data[i] ?? 0;
    g += data[i + 1] ?? 0;
    b += data[i + 2] ?? 0;
    n += 1;
  }
  if (n === 0) return null;
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Hue in degrees [0, 360), saturation and lightness in [0, 1] (HSL). */
export function toHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function colourFamily(rgb: Rgb): string | null {
  const { h, s, l } = toHsl(rgb);
  if (l < 0.12) return null;
  if (s < 0.15) return l > 0.85 ? null : 'rock';
  if (h >= 70 && h < 170) return 'greenery';
  if (h >= 170 && h < 260) return l >= 0.55 ? 'sky' : 'water';
  if (h >= 260 && h < 335) return 'flower';
  if (h >= 45 && h < 70) return 'flower';
  return s >= 0.45 ? 'sunset' : 'rock';
}

/** 'nature' first, then at most one colour family. */
export function colourTags(rgb: Rgb | null): string[] {
  const family = rgb ? colourFamily(rgb) : null;
  return family ? ['nature', family] : ['nature'];
}
