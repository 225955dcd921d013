import { readDataFolder } from './content/load.ts';
import { assembleContent, type DataFolder, type LoadedContent } from './content/assemble.ts';
import type { ParseResult } from './content/parse.ts';
import type { ParseCache } from './content/parse-cache.ts';
import type { SourceFile } from './content/source.ts';
import { validateCopy } from './render/page-copy.ts';
import type { Templates } from './render/templates.ts';

/** How files are read and parsed: readSource and parseYaml unless the caller keeps them (content/parse-cache.ts). */
export type SourceCache = Pick<ParseCache, 'read' | 'parse'>;

/** Loads the data folder and checks page copy against the schemas the templates register. */
export async function loadSite(dataDir: string, templates: Templates, cache?: SourceCache): Promise<LoadedContent> {
  return assembleSite(await readDataFolder(dataDir, cache?.read), templates, cache?.parse);
}

/** Pure: what loadSite does, from files already read (`site dev` keeps them, and their parses, between changes). */
export function assembleSite(folder: DataFolder, templates: Templates, parse?: (file: SourceFile) => ParseResult): LoadedContent {
  const loaded = assembleContent(folder, parse);
  validateCopy(loaded, templates.pages);
  return loaded;
}
