import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITES, iconSprite } from './icon-sprites';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));

describe('icon sprites: the icons a page shows at once in one SVG file', () => {
  it('places each icon side by side in its own nested svg, framed by a view named after it', () => {
    const sprite = iconSprite([
      { name: 'menu', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff"><path d="M4 7h16"/></svg>' },
      { name: 'logo', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Naturverse</title><circle r="30"/></svg>\n' },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 64">' +
        '<view id="menu" viewBox="0 0 24 24"/><view id="logo" viewBox="32 0 64 64"/>' +
        '<svg x="0" y="0" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#fff"><path d="M4 7h16"/></svg>' +
        '<svg x="32" y="0" width="64" height="64" viewBox="0 0 64 64"><title>Naturverse</title><circle r="30"/></svg></svg>\n',
    );
  });

  it('refuses an icon it cannot place or whose ids would collide, naming it', () => {
    expect(() => iconSprite([{ name: 'a', svg: '<svg><path/></svg>' }])).toThrow('icon sprite: "a" has no viewBox');
    expect(() => iconSprite([{ name: 'b', svg: '<svg viewBox="0 0 1 1"><linearGradient id="g"/></svg>' }])).toThrow('"b" has ids of its own');
    expect(() => iconSprite([{ name: 'c', svg: '<p>not an svg</p>' }])).toThrow('"c" is not one <svg> element');
  });

  it('makes every set from the files in public/', () => {
    for (const [file, icons] of Object.entries(ICON_SPRITES)) {
      const sprite = iconSprite(Object.entries(icons).map(([name, path]) => ({ name, svg: readFileSync(join(PUBLIC, path), 'utf8') })));
      for (const name of Object.keys(icons)) expect(sprite, `${file}#${name}`).toContain(`<view id="${name}" `);
    }
    expect(Object.keys(ICON_SPRITES['icons/zones.svg'])).toHaveLength(10);
  });
});
