// What an island's client bundle may import: the browser runs every module an
// island reaches (templates/islands/*.tsx and what they import), so none of
// them may reach server-only code. React's server renderer would add about
// 200 KB to the island's script, and a Node built-in does not exist there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';

/** Imports that only the server has. */
const SERVER_ONLY = [/^react-dom\/server/, /^node:/];

/** The module specifiers a source file imports or re-exports for their values (`import type` and `export type` load nothing). */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
  return [...statements].map((match) => match[1]!);
}

/** Every module `entry` reaches through value imports: project files by path, packages by specifier. */
function reachedModules(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>(); // specifier → the file that imports it
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(projectRoot, file));
    }
  };
  visit(entry);
  return { files, packages };
}

describe('island client bundles', () => {
  const islands = readdirSync(path.join(projectRoot, 'templates/islands')).filter((name) => name.endsWith('.tsx'));

  it.each(islands)('%s reaches no server-only module', (island) => {
    const { files, packages } = reachedModules(path.join(projectRoot, 'templates/islands', island));
    expect(files.size).toBeGreaterThan(0);
    const serverOnly = [...packages].filter(([specifier]) => SERVER_ONLY.some((pattern) => pattern.test(specifier)));
    expect(serverOnly.map(([specifier, importer]) => `${importer} imports ${specifier}`)).toEqual([]);
  });

  it('finds the imports it looks for', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import c, { type C } from 'c';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "import 'f';",
      'import {\n  g,\n  h,\n} from "g";',
    ].join('\n');
    expect(valueImports(source)).toEqual(['./a.ts', 'c', './d.ts', 'f', 'g']);
  });
});
