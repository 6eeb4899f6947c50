// The hub's files, from the real files under templates/hub/ (each a file as it will be, with
// __name__, __title__ and __Component__ where the hub's own words go, in names and contents).
// Files npm would not publish or would treat as the package's own are stored renamed:
// _gitignore → .gitignore, _github → .github.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StarterError } from './starter-error.js';

/** The template folder: templates/hub beside src/ and dist/. */
export const TEMPLATE_DIR: string = fileURLToPath(new URL('../templates/hub/', import.meta.url));

export interface HubWords {
  name: string;
  title: string;
  component: string;
}

export interface HubFile {
  /** the path in the new hub, "/"-separated */
  path: string;
  text: string;
}

const STORED_AS: Record<string, string> = { _gitignore: '.gitignore', _github: '.github' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const fill = (text: string, words: HubWords): string =>
  text.replaceAll('__name__', words.name).replaceAll('__title__', words.title).replaceAll('__Component__', words.component);

/** Every template file with the hub's words filled in, sorted by path. */
export function renderTemplates(words: HubWords, dir: string = TEMPLATE_DIR): HubFile[] {
  return filesUnder(dir)
    .map((file) => {
      const path = relative(dir, file)
        .split(sep)
        .map((part) => STORED_AS[part] ?? part)
        .join('/');
      return { path: fill(path, words), text: fill(readFileSync(file, 'utf8'), words) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

type Manifest = Record<string, unknown> & { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/**
 * The hub's package.json with every dependency at the version the starter was built with
 * (dist/versions.json): the published @naturverse packages by version, the tools at the
 * platform's own ranges. A dependency the starter has no version for is an error, not a "*".
 */
export function withVersions(text: string, versions: Readonly<Record<string, string>>): string {
  const manifest = JSON.parse(text) as Manifest;
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = manifest[field];
    if (!deps) continue;
    for (const name of Object.keys(deps)) {
      const version = versions[name];
      if (!version) throw new StarterError(`This starter has no version for ${name} (dist/versions.json): it was built without it`);
      deps[name] = version;
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
