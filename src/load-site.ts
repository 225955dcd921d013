import { readDataFolder } from './content/load.ts';
import { assembleContent, type DataFolder, type LoadedContent } from './content/assemble.ts';
import type { ParseResult } from './content/parse.ts';
import type { SourceFile } from './content/source.ts';
import { validateCopy } from './content/page-content.ts';
import type { Templates } from './render/templates.ts';

/**
 * Loads the data folder and checks page copy against the schemas the
 * templates register. `parse` is parseYaml unless the caller keeps parses
 * (content/parse-cache.ts for builds, `site dev`'s cache of unchanged files).
 */
export async function loadSite(dataDir: string, templates: Templates, parse?: (file: SourceFile) => ParseResult): Promise<LoadedContent> {
  return assembleSite(await readDataFolder(dataDir), templates, parse);
}

/** Pure: what loadSite does, from files already read (`site dev` keeps them, and their parses, between changes). */
export function assembleSite(folder: DataFolder, templates: Templates, parse?: (file: SourceFile) => ParseResult): LoadedContent {
  const loaded = assembleContent(folder, parse);
  validateCopy(loaded, templates.pages);
  return loaded;
}
