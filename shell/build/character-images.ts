/**
 * The character pictures the build ships (public/worlds/<slug>/characters/<name>.<ext>), as the
 * paths the site serves them at. The shell gets the list at build time
 * (__NATURVERSE_CHARACTER_IMAGES__), so a character page asks only for pictures that exist
 * instead of probing variants that answer 404.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function characterImageFiles(publicDir: string): string[] {
  const worlds = join(publicDir, 'worlds');
  if (!existsSync(worlds)) return [];
  const files: string[] = [];
  for (const slug of readdirSync(worlds)) {
    const characters = join(worlds, slug, 'characters');
    if (!existsSync(characters)) continue;
    for (const file of readdirSync(characters)) files.push(`/worlds/${slug}/characters/${file}`);
  }
  return files.sort();
}
