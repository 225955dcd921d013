// `npm run schemas`: writes data/schema/*.schema.json from the zod schemas in
// src/content/schema/ (the one source of the content's shape). The JSON files
// exist for editors; a unit test fails when they are not current.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jsonSchemaFiles } from '../src/content/schema/index.ts';

const dir = path.resolve(import.meta.dirname, '..', 'data', 'schema');
const files = jsonSchemaFiles();
for (const [name, text] of files) await writeFile(path.join(dir, name), text);
// A schema whose zod source was removed goes too (only generated names are touched).
for (const name of await readdir(dir)) {
  if (name.endsWith('.schema.json') && !files.has(name)) await rm(path.join(dir, name));
}
console.log(`wrote ${files.size} schemas to ${path.relative(process.cwd(), dir) || dir}`);
