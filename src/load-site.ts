import { loadContent } from './content/load.ts';
import type { LoadedContent } from './content/assemble.ts';
import { validateCopy } from './content/page-content.ts';
import { copySchemas } from '../templates/pages/schemas.ts';

/** Loads the data folder and checks page copy against the templates' schemas. */
export async function loadSite(dataDir: string): Promise<LoadedContent> {
  const loaded = await loadContent(dataDir);
  validateCopy(loaded, copySchemas);
  return loaded;
}
