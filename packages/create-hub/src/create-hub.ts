// `npm create @naturverse/hub <name>`: a standalone repository for a new hub, in <name>/ of
// the folder it is run in, that installs the published @naturverse packages by version and
// builds, tests and deploys with nothing of the platform's repository.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentOf, nameProblem, titleOf, titleProblem } from './names.js';
import { StarterError } from './starter-error.js';
import { type HubFile, renderTemplates, withVersions } from './templates.js';

export { StarterError } from './starter-error.js';
export { componentOf, nameProblem, titleOf, titleProblem } from './names.js';
export { TEMPLATE_DIR, renderTemplates, withVersions, type HubFile, type HubWords } from './templates.js';

/** What the package's build recorded (scripts/versions.mjs): every dependency of the template at its version. */
export const VERSIONS_FILE: string = fileURLToPath(new URL('../dist/versions.json', import.meta.url));

export function builtVersions(file: string = VERSIONS_FILE): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export interface HubOptions {
  name: string | undefined;
  title?: string;
  /** the folder the hub's folder goes in (default: the working directory) */
  parent?: string;
  versions?: Readonly<Record<string, string>>;
}

function checkedName(name: string | undefined): string {
  const problem = nameProblem(name);
  if (problem || !name) throw new StarterError(problem ?? 'Name the hub');
  return name;
}

/** The new hub's files, in memory: checked before anything is written. */
export function hubFiles({ name: given, title, versions = builtVersions() }: Omit<HubOptions, 'parent'>): { name: string; title: string; files: HubFile[] } {
  const name = checkedName(given);
  const hubTitle = title ?? titleOf(name);
  const titleFault = titleProblem(hubTitle);
  if (titleFault) throw new StarterError(titleFault);
  const files = renderTemplates({ name, title: hubTitle, component: componentOf(name) }).map((file) =>
    file.path === 'package.json' ? { ...file, text: withVersions(file.text, versions) } : file,
  );
  return { name, title: hubTitle, files };
}

/** Writes <parent>/<name>/ and returns its path; refuses a folder that exists. */
export function createHub({ parent = process.cwd(), ...options }: HubOptions): { dir: string; name: string; title: string; files: string[] } {
  const dir = resolve(parent, checkedName(options.name));
  if (existsSync(dir)) throw new StarterError(`${dir} already exists: choose another name or folder`);
  const hub = hubFiles(options);
  for (const file of hub.files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
  }
  return { dir, name: hub.name, title: hub.title, files: hub.files.map((f) => f.path) };
}
