// docs/ARCHITECTURE.md's layer table and its table of exceptions say what
// .dependency-cruiser.cjs enforces: every module of src/ is in the layer the
// document names for it (the most specific path the table lists), every
// listed path names modules, and every exception to the layers is in the
// document's table of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IConfiguration, IRegularForbiddenRuleType } from 'dependency-cruiser';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

interface Layer {
  name: string;
  path: RegExp;
}

/** A single path pattern of a rule's `from` or `to`. */
function pattern(value: string | string[] | undefined): string {
  if (typeof value !== 'string') throw new Error(`expected one path pattern, got ${JSON.stringify(value)}`);
  return value;
}

/** The layers, lowest first, as the generated `<layer>-imports-<above>` rules hold them. */
function ruleLayers(rules: IRegularForbiddenRuleType[]): Layer[] {
  const upward = rules.flatMap((rule) => {
    const names = /^(\w+)-imports-(\w+)$/.exec(rule.name ?? '');
    return names && names[1] !== 'templates' ? [{ from: names[1]!, to: names[2]!, rule }] : [];
  });
  const paths = new Map<string, string>();
  for (const { from, to, rule } of upward) {
    paths.set(from, pattern(rule.from.path));
    paths.set(to, pattern(rule.to.path));
  }
  // a layer is imported by as many layers as are below it
  const below = (name: string) => upward.filter((u) => u.to === name).length;
  return [...paths].sort(([a], [b]) => below(a) - below(b)).map(([name, source]) => ({ name, path: new RegExp(source) }));
}

/** The rows of the markdown table whose header row starts with `header`, as cells. */
function table(header: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no table headed "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The paths of src/ a cell names in backticks (`src/x/` a folder, `src/x.ts` a module). */
function srcPaths(cell: string): string[] {
  return [...cell.matchAll(/`(src\/[^`:\s]*)/g)].map((m) => m[1]!);
}

/** The rules as this configuration writes them: each with a `from` and a `to`. */
const forbidden = (config.forbidden ?? []) as IRegularForbiddenRuleType[];
const layers = ruleLayers(forbidden);
const documented = table('layer').map(([name, holds]) => ({ name: name!, paths: srcPaths(holds!) }));
const files = fg.sync('src/**/*.{ts,tsx,js}', { cwd: root }).sort();

/** The layer the document names for `file`: the one listing the longest path that is the file or a folder holding it. */
function documentedLayer(file: string): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const { name, paths } of documented)
    for (const listed of paths)
      if ((listed.endsWith('/') ? file.startsWith(listed) : file === listed) && listed.length > (best?.length ?? -1)) best = { name, length: listed.length };
  return best?.name;
}

describe('docs/ARCHITECTURE.md and the layer rules', () => {
  it('name the same layers in the same order', () => {
    expect(layers.length).toBeGreaterThan(5);
    expect(documented.map((layer) => layer.name)).toEqual(layers.map((layer) => layer.name));
  });

  it('put every module of src/ in the same layer', () => {
    const differences = files.flatMap((file) => {
      const ruled = layers.filter((layer) => layer.path.test(file)).map((layer) => layer.name);
      const written = documentedLayer(file);
      return ruled.length === 1 && ruled[0] === written
        ? []
        : [`${file}: the rules say ${ruled.join(' and ') || 'no layer'}, the document ${written ?? 'none'}`];
    });
    expect(differences).toEqual([]);
  });

  it('list each path once, and only paths that hold modules', () => {
    const listed = documented.flatMap((layer) => layer.paths);
    expect(listed.filter((p, i) => listed.indexOf(p) !== i)).toEqual([]);
    expect(listed.filter((p) => !files.some((file) => (p.endsWith('/') ? file.startsWith(p) : file === p)))).toEqual([]);
  });

  it('list every exception to the layers, and no other', () => {
    const rules = forbidden.filter((rule) => rule.from.pathNot !== undefined && /-imports-/.test(rule.name ?? ''));
    const ruled = rules.flatMap((rule) => {
      const allowed = new RegExp(pattern(rule.from.pathNot));
      return files.filter((file) => allowed.test(file)).map((file) => `${file} may import ${rule.name!.split('-imports-')[1]}`);
    });
    const written = table('module').map(([module, reaches]) => `${module!.replaceAll('`', '')} may import ${reaches}`);
    expect(ruled.length).toBeGreaterThan(0);
    expect(written.sort()).toEqual(ruled.sort());
  });
});
