// ESLint rule "naturverse/no-cycle": no import cycles anywhere in the repo, type-only imports
// included.
//
// Why our own rule and not import-x/no-cycle: that rule (and eslint-plugin-import's) skips
// every `import type` / `export type … from`, with no option to count them, so a cycle with one
// type-only edge (skew ↔ skew-error, override-state ↔ overrides) is invisible to it.
// A type cycle still ties two modules together (neither can be understood or moved alone), so
// it counts here. Dynamic `import()` counts too: a lazy edge back is still a cycle.
//
// The graph is what TypeScript sees: `ts.preProcessFile` lists a file's import specifiers
// (static, type-only, re-exports, dynamic) without type-checking, and `ts.resolveModuleName`
// resolves them the way the tsconfig does (Bundler resolution, workspace packages through their
// package.json exports). Only the repo's own source files are nodes: anything resolved under
// node_modules, outside the root, or not a script (CSS, JSON, images) is a leaf.
import fs from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

// the resolution options of @naturverse/tsconfig's base, plus JS so .mjs files are nodes
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};
const SCRIPT = /\.(c|m)?(t|j)sx?$/;
const DECLARATION = /\.d\.(c|m)?ts$/;

/** Where `spec`, imported from `file`, lands, as a repo source file; null for a leaf. */
function resolveSource(spec: string, file: string, root: string): string | null {
  const found = ts.resolveModuleName(spec, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
  if (!found) return null;
  let target = found.resolvedFileName;
  // a declaration beside its JavaScript (a built package's .d.ts, a hand-written .d.mts) only describes it: the cycle is in the code
  if (DECLARATION.test(target)) {
    const code = target.replace(/\.d\.(c|m)?ts$/, '.$1js');
    if (!fs.existsSync(code)) return null;
    target = code;
  }
  target = fs.realpathSync(target);
  const rel = path.relative(root, target);
  if (rel.startsWith('..') || rel.split(path.sep).includes('node_modules') || !SCRIPT.test(target)) return null;
  return target;
}

/** Every import of a source text that lands on a repo source file: { target, pos, end }. */
export function importsOf(text: string, file: string, root: string): Array<{ target: string; pos: number; end: number }> {
  const out: Array<{ target: string; pos: number; end: number }> = [];
  for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolveSource(fileName, file, root);
    if (target && target !== file) out.push({ target, pos, end });
  }
  return out;
}

/**
 * The import graph, read from disk once per file and lint run; an entry is read again when
 * its file changed (an editor keeps one ESLint process for hours).
 */
export function createImportGraph(root: string): { edges: (file: string) => string[]; pathBack: (start: string, goal: string) => string[] | null } {
  const cache = new Map<string, { mtime: number; targets: string[] }>();
  const edges = (file: string): string[] => {
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.targets;
    const targets = [...new Set(importsOf(fs.readFileSync(file, 'utf8'), file, root).map((i) => i.target))];
    cache.set(file, { mtime, targets });
    return targets;
  };
  /** A shortest import path from `start` back to `goal` ([start, …, goal]), or null. */
  const pathBack = (start: string, goal: string): string[] | null => {
    const parent = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const next of edges(file)) {
        if (parent.has(next)) continue;
        parent.set(next, file);
        if (next === goal) {
          const route = [goal];
          for (let at: string | null = file; at !== null; at = parent.get(at) ?? null) route.unshift(at);
          return route;
        }
        queue.push(next);
      }
    }
    return null;
  };
  return { edges, pathBack };
}

const realpathOr = (file: string): string => {
  try {
    return fs.realpathSync(file);
  } catch {
    return file; // a file being linted before it is saved
  }
};

export function createNoCycleRule(root: string): Rule.RuleModule {
  const graph = createImportGraph(root);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return {
    meta: {
      type: 'problem',
      docs: { description: 'No import cycles, type-only imports included' },
      schema: [],
    },
    create(context) {
      if (!path.isAbsolute(context.physicalFilename)) return {};
      const file = realpathOr(context.physicalFilename);
      return {
        Program() {
          const { text } = context.sourceCode;
          for (const { target, pos, end } of importsOf(text, file, root)) {
            const route = graph.pathBack(target, file);
            if (!route) continue;
            context.report({
              loc: { start: context.sourceCode.getLocFromIndex(pos), end: context.sourceCode.getLocFromIndex(end) },
              message: `import cycle: ${[file, ...route].map(rel).join(' → ')}`,
            });
          }
        },
      };
    },
  };
}
