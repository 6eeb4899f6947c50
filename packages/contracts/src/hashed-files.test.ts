import { describe, expect, it } from 'vitest';
import { HASHED_FILE, isHashedFile } from './hashed-files.js';

describe('the hashed-file rule (static server, service worker, worker build)', () => {
  it('names built files with a content hash under static/, as URL paths and as build-relative names', () => {
    for (const path of [
      '/static/js/index.2f2cdc2fb0.js',
      '/static/js/async/5.c1cb4ce298.js',
      '/static/css/async/i.0badc0de11.css',
      'static/js/lib-react.12345678.js',
    ]) {
      expect(isHashedFile(path), path).toBe(true);
      expect(HASHED_FILE.test(path), path).toBe(true);
    }
  });

  it('leaves out everything that can change under its name', () => {
    for (const path of [
      '/theme.js', // outside static/
      '/static/js/index.js', // no hash
      '/static/js/index.1234567.js', // seven hex digits: not a content hash
      '/remotes.json',
      '/mf-manifest.json',
      '/index.html',
      '/sw.js',
      '/worlds/thailandia/characters/turian.png',
      '/storage/v1/object/public/avatars/ab12cd34ef.png', // a hash-like name outside static/
      '/static.12345678.js/index.html', // the hash in a folder name, not the file's
      '/mystatic/js/index.2f2cdc2fb0.js',
    ]) {
      expect(isHashedFile(path), path).toBe(false);
    }
  });
});
