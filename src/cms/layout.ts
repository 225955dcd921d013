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
  const value = readYaml(file) as { template?: unknown } | undefined;
  return typeof value?.template === 'string' ? value.template : undefined;
}

/** A stand-in repository for a site that names none: the CMS's local mode needs one in its configuration, and never contacts it. */
const UNNAMED_REPOSITORY = 'your-account/your-repository';

/** The repository data/site.yaml names under `cms:` (read as is: `site check` judges it), for the CMS's local mode under `site dev`. */
export function namedRepository(dataDir: string): { repo: string; branch: string } {
  const cms = (readYaml(path.join(dataDir, 'site.yaml')) as { cms?: { repo?: unknown; branch?: unknown } } | undefined)?.cms;
  const repo = typeof cms?.repo === 'string' && /^[\w.-]+\/[\w.-]+$/.test(cms.repo) ? cms.repo : UNNAMED_REPOSITORY;
  return { repo, branch: typeof cms?.branch === 'string' && cms.branch ? cms.branch : 'main' };
}

/** The data folder as the repository names it ("data"); a folder outside the project is taken to be the repository's data/. */
export function repositoryPath(root: string, dataDir: string): string {
  const relative = path.relative(root, dataDir).split(path.sep).join('/');
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : 'data';
}

function readYaml(file: string): unknown {
  try {
    return load(readFileSync(file, 'utf8')) ?? undefined;
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
