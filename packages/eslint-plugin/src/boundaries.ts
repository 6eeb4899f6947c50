// ESLint rule "naturverse/boundaries": the import boundaries of the platform.
//  - a remote never imports another remote or the shell (they meet only through packages)
//  - a package never imports an app (shell or remote)
//  - nobody reaches into another part's files by relative path: packages are
//    imported by name, through their one index.ts
// The tools (scripts/, e2e/, bench/) depend on packages, never on each other: what two of
// them need lives in the package that owns it, so none is another's library.
// ESLint rule "naturverse/no-cycle": see no-cycle.ts (import-x/no-cycle skips type-only edges).
//
// The features and rooms rules that lived here are configuration of eslint-plugin-boundaries
// now (eslint.config.js, proved by scripts/lint-boundaries.test.mjs). This one
// stays ours for now, because boundaries classifies the file an import RESOLVES to, and the
// imports this rule exists to refuse mostly do not resolve: an app (`@naturverse/zones`, the
// shell) has no `main` or `exports`, so `import … from '@naturverse/marketplace'` in a remote
// resolves to nothing and boundaries lets it pass as unknown, while this rule maps the package
// NAME to its part. Telling `../../packages/ui/src/x` from `@naturverse/ui` (same file, one
// allowed) also needs the specifier, not the resolved file. Moving it means giving every app a
// resolvable entry first — a change to the apps' package.json, not to the lint.
import path from 'node:path';
import type { ESLint, Rule } from 'eslint';
import { createNoCycleRule } from './no-cycle.js';

const APPS = /^(shell|remotes\/[^/]+)$/;
const TOOLS = new Set(['scripts', 'e2e', 'bench']);

/** The part a file belongs to: 'shell', 'remotes/zones', 'packages/ui', 'e2e', … */
export function partOf(file: string, root: string): string | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split('/');
  if (top === 'remotes' || top === 'packages') return second ? `${top}/${second}` : null;
  return top ?? null;
}

/** The apps whose package names are not their folder under packages/ (the hubs are added per repository). */
const APP_OF_NAME: Record<string, string> = {
  '@naturverse/shell': 'shell',
  '@naturverse/bench': 'bench',
};

/** The part a package name belongs to: an app by name, else every `@naturverse/<name>` is `packages/<name>`. */
function partOfName(name: string, apps: Record<string, string>): string | null {
  if (apps[name]) return apps[name];
  const [scope, dir] = name.split('/');
  return scope === '@naturverse' && dir ? `packages/${dir}` : null;
}

/** Why an import from part `from` to part `to` is not allowed, or null. */
export function violation(from: string | null, to: string | null, viaRelativePath: boolean): string | null {
  if (!from || !to || from === to) return null;
  const fromApp = APPS.test(from);
  const toApp = APPS.test(to);
  if (from.startsWith('remotes/') && to.startsWith('remotes/')) return `a remote (${from}) must not import another remote (${to})`;
  if (from.startsWith('remotes/') && to === 'shell') return `a remote (${from}) must not import the shell`;
  if (from.startsWith('packages/') && toApp) return `a package (${from}) must not import an app (${to})`;
  if (viaRelativePath && to.startsWith('packages/')) return `import ${to} by its package name, not by a relative path`;
  if (viaRelativePath && fromApp && toApp) return `${from} must not reach into ${to}`;
  if (TOOLS.has(from) && TOOLS.has(to))
    return `${from}/ must not import ${to}/: the tools depend on packages, not on each other (move what both need into the package that owns it)`;
  return null;
}

// every node that names a module: static imports, re-exports, dynamic import()
type ImportNode = Rule.Node & { source?: { value?: unknown } | null };
const importVisitors = (check: (node: ImportNode) => void): Rule.RuleListener => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/**
 * The plugin, for the repository at `root`. `hubs`: the hub names whose packages
 * (`@naturverse/<hub>`) are apps, as the registry lists them (REMOTES of
 * @naturverse/site/federation in the repo's eslint.config.js).
 */
export function createBoundariesPlugin(root: string, { hubs = [] }: { hubs?: readonly string[] } = {}): ESLint.Plugin {
  const apps: Record<string, string> = { ...APP_OF_NAME };
  for (const hub of hubs) apps[`@naturverse/${hub}`] = `remotes/${hub}`;
  const check = (context: Rule.RuleContext, node: ImportNode) => {
    const spec = node.source?.value;
    if (typeof spec !== 'string') return;
    const from = partOf(context.filename, root);
    let to: string | null = null;
    const relative = spec.startsWith('.');
    if (relative) to = partOf(path.resolve(path.dirname(context.filename), spec), root);
    else {
      const name = spec.split('/').slice(0, 2).join('/');
      to = partOfName(name, apps);
    }
    const why = violation(from, to, relative);
    if (why) context.report({ node: node.source as Rule.Node, message: why });
  };
  const boundaries: Rule.RuleModule = {
    meta: { type: 'problem', docs: { description: 'Naturverse import boundaries' }, schema: [] },
    create: (context) => importVisitors((node) => check(context, node)),
  };
  return {
    rules: {
      boundaries,
      'no-cycle': createNoCycleRule(root),
    },
  };
}
