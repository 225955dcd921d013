// What the collections need to know of the data folder: the fixed pages and
// their templates, and how the towns are laid out.
import { existsSync, opendirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { DataLayout } from './collections.ts';

export function dataLayout(dataDir: string): DataLayout {
  return {
    pages: fixedPages(path.join(dataDir, 'pages')),
    townList: existsSync(path.join(dataDir, 'towns.yaml')),
    townFiles: hasYaml(path.join(dataDir, 'towns')),
  };
}

/** Each file of pages/ and the template it names; a file that does not say is left out (`site check` reports it). */
function fixedPages(dir: string): DataLayout['pages'] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return names.flatMap((name) => {
    const template = templateOf(path.join(dir, name));
    return template ? [{ name: name.slice(0, -'.yaml'.length), template }] : [];
  });
}

function templateOf(file: string): string | undefined {
  try {
    const value = load(readFileSync(file, 'utf8')) as { template?: unknown } | null;
    return typeof value?.template === 'string' ? value.template : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the folder holds a YAML file; reads entries only until the first (a site may keep thousands of towns there). */
function hasYaml(dir: string): boolean {
  if (!existsSync(dir)) return false;
  const entries = opendirSync(dir);
  try {
    for (let entry = entries.readSync(); entry; entry = entries.readSync()) if (entry.isFile() && entry.name.endsWith('.yaml')) return true;
    return false;
  } finally {
    entries.closeSync();
  }
}
