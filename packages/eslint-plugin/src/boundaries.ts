// ESLint rule "naturverse/boundaries": the import boundaries of the platform.
//  - a remote never imports another remote or the shell (they meet only through packages)
//  - a package never imports an app (shell or remote)
//  - nobody reaches into another part's files by relative path: packages are
//    imported by name, through their one index.ts
// ESLint rule "naturverse/features": inside a hub, a feature (src/features/<name>/) never
// imports another feature; what two features share lives in the hub's src/lib/ or
// src/components/, and only routes.tsx puts features together. It reads the path, not a
// list of hubs, so every hub (a new one from `pnpm run new-hub` too) is covered.
// ESLint rule "naturverse/no-cycle": see no-cycle.ts.
// ESLint rule "naturverse/rooms": see rooms.ts.
// The tools (scripts/, e2e/, bench/) depend on packages, never on each other: what two of
// them need lives in the package that owns it (issue 36 item 5), so none is another's library.
import path from 'node:path';
import type { ESLint, Rule } from 'eslint';
import { createNoCycleRule } from './no-cycle.js';
import { roomViolation } from './rooms.js';

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

const PACKAGE_OF_NAME: Record<string, string> = {
  '@naturverse/shell': 'shell',
  '@naturverse/bench': 'bench',
  '@naturverse/ui': 'packages/ui',
  '@naturverse/auth': 'packages/auth',
  '@naturverse/platform': 'packages/platform',
  '@naturverse/budgets': 'packages/budgets',
  '@naturverse/build-preset': 'packages/build-preset',
  '@naturverse/contracts': 'packages/contracts',
  '@naturverse/eslint-plugin': 'packages/eslint-plugin',
  '@naturverse/serving': 'packages/serving',
  '@naturverse/testing': 'packages/testing',
  '@naturverse/tsconfig': 'packages/tsconfig',
};

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

const FEATURE = /^remotes\/([^/]+)\/src\/features\/([^/]+)\//;

/** The hub and feature a file belongs to ({ hub: 'naturbank', feature: 'bank' }), or null. */
export function featureOf(file: string, root: string): { hub: string; feature: string } | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = FEATURE.exec(`${rel}/`); // '/' so an import of the folder itself counts
  return match ? { hub: match[1]!, feature: match[2]! } : null;
}

/** Why `file` must not import `target` (both absolute paths) by the feature rule, or null. */
export function featureViolation(file: string, target: string, root: string): string | null {
  const from = featureOf(file, root);
  const to = featureOf(target, root);
  if (!from || !to || from.hub !== to.hub || from.feature === to.feature) return null;
  return `feature "${from.feature}" must not import feature "${to.feature}" (remotes/${from.hub}): move what they share to src/lib/ or src/components/`;
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
 * A rule over the imports a file makes of its own part's files (by relative path: the hubs and
 * the shell have no aliases): `why(file, target, root)` says why `file` must not import `target`.
 */
function relativeImportRule(description: string, why: (file: string, target: string, root: string) => string | null, root: string): Rule.RuleModule {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create: (context) =>
      importVisitors((node) => {
        const spec = node.source?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const reason = why(context.filename, path.resolve(path.dirname(context.filename), spec), root);
        if (reason) context.report({ node: node.source as Rule.Node, message: reason });
      }),
  };
}

/**
 * The plugin, for the repository at `root`. `hubs`: the hub names whose packages
 * (`@naturverse/<hub>`) are apps, as the registry lists them (REMOTES of
 * @naturverse/build-preset/federation in the repo's eslint.config.js).
 */
export function createBoundariesPlugin(root: string, { hubs = [] }: { hubs?: readonly string[] } = {}): ESLint.Plugin {
  const packageOf: Record<string, string> = { ...PACKAGE_OF_NAME };
  for (const hub of hubs) packageOf[`@naturverse/${hub}`] = `remotes/${hub}`;
  const check = (context: Rule.RuleContext, node: ImportNode) => {
    const spec = node.source?.value;
    if (typeof spec !== 'string') return;
    const from = partOf(context.filename, root);
    let to: string | null = null;
    const relative = spec.startsWith('.');
    if (relative) to = partOf(path.resolve(path.dirname(context.filename), spec), root);
    else {
      const name = spec.split('/').slice(0, 2).join('/');
      to = packageOf[name] ?? null;
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
      features: relativeImportRule('Features of a hub do not import each other', featureViolation, root),
      rooms: relativeImportRule('Which room of shell/src/federation may import which', roomViolation, root),
      'no-cycle': createNoCycleRule(root),
    },
  };
}
