// ESLint rule "naturverse/boundaries": the import boundaries of the platform.
//  - a remote never imports another remote or the shell (they meet only through packages)
//  - a package never imports an app (shell or remote)
//  - nobody reaches into another part's files by relative path: packages are
//    imported by name, through their one index.ts
import path from 'node:path';
import { REMOTES } from './federation.mjs';

const APPS = /^(shell|remotes\/[^/]+)$/;

/** The part a file belongs to: 'shell', 'remotes/zones', 'packages/ui', 'e2e', … */
export function partOf(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split('/');
  if (top === 'remotes' || top === 'packages') return second ? `${top}/${second}` : null;
  return top ?? null;
}

const PACKAGE_OF_NAME = {
  '@naturverse/shell': 'shell',
  '@naturverse/ui': 'packages/ui',
  '@naturverse/auth': 'packages/auth',
  '@naturverse/platform': 'packages/platform',
  '@naturverse/config': 'packages/config',
};
// every hub the registry names (registry/local.json, through federation.mjs): a new hub is covered at once
for (const { name: hub } of REMOTES) {
  PACKAGE_OF_NAME[`@naturverse/${hub}`] = `remotes/${hub}`;
}

/** Why an import from part `from` to part `to` is not allowed, or null. */
export function violation(from, to, viaRelativePath) {
  if (!from || !to || from === to) return null;
  const fromApp = APPS.test(from);
  const toApp = APPS.test(to);
  if (from.startsWith('remotes/') && to.startsWith('remotes/')) return `a remote (${from}) must not import another remote (${to})`;
  if (from.startsWith('remotes/') && to === 'shell') return `a remote (${from}) must not import the shell`;
  if (from.startsWith('packages/') && toApp) return `a package (${from}) must not import an app (${to})`;
  if (viaRelativePath && to.startsWith('packages/')) return `import ${to} by its package name, not by a relative path`;
  if (viaRelativePath && fromApp && toApp) return `${from} must not reach into ${to}`;
  return null;
}

export function createBoundariesPlugin(root) {
  const check = (context, node) => {
    const spec = node.source?.value;
    if (typeof spec !== 'string') return;
    const from = partOf(context.filename, root);
    let to = null;
    const relative = spec.startsWith('.');
    if (relative) to = partOf(path.resolve(path.dirname(context.filename), spec), root);
    else {
      const name = spec.split('/').slice(0, 2).join('/');
      to = PACKAGE_OF_NAME[name] ?? null;
    }
    const why = violation(from, to, relative);
    if (why) context.report({ node: node.source, message: why });
  };
  return {
    rules: {
      boundaries: {
        meta: { type: 'problem', docs: { description: 'Naturverse import boundaries' }, schema: [] },
        create: (context) => ({
          ImportDeclaration: (node) => check(context, node),
          ExportNamedDeclaration: (node) => check(context, node),
          ExportAllDeclaration: (node) => check(context, node),
          ImportExpression: (node) => check(context, node),
        }),
      },
    },
  };
}
