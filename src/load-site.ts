import { readDataFolder } from './content/load.ts';
import { assembleContent, type DataFolder, type LoadedContent } from './content/assemble.ts';
import type { ParseResult } from './content/parse.ts';
import type { SourceFile } from './content/source.ts';
import { validateCopy } from './content/page-content.ts';
import { copySchemas } from '../templates/pages/schemas.ts';

/** Loads the data folder and checks page copy against the templates' schemas. */
export async function loadSite(dataDir: string): Promise<LoadedContent> {
  return assembleSite(await readDataFolder(dataDir));
}

/** Pure: what loadSite does, from files already read (`site dev` keeps them, and their parses, between changes). */
export function assembleSite(folder: DataFolder, parse?: (file: SourceFile) => ParseResult): LoadedContent {
  const loaded = assembleContent(folder, parse);
  validateCopy(loaded, copySchemas);
  return loaded;
}
