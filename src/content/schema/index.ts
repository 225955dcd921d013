// The one source of truth for the shape of every data file. The loader
// validates with these schemas, src/content/types.ts infers the types from
// them, and `npm run schemas` writes them to data/schema/*.schema.json for
// editors (the `# yaml-language-server: $schema=…` line of each YAML file).
import { z } from 'zod';
import { blog } from './blog.ts';
import { faqs } from './faqs.ts';
import { gallery } from './gallery.ts';
import { history } from './history.ts';
import { jobs } from './jobs.ts';
import { navigation } from './navigation.ts';
import { notFound } from './not-found.ts';
import { page } from './page.ts';
import { reviews } from './reviews.ts';
import { service } from './service.ts';
import { site } from './site.ts';
import { sitemap } from './sitemap.ts';
import { town, towns } from './towns.ts';
import { videos } from './videos.ts';
import { zips } from './zips.ts';

/** Schema of each data file, by the name of its data/schema/<name>.schema.json. */
export const contentSchemas = {
  site,
  navigation,
  service,
  towns,
  town,
  zips,
  reviews,
  gallery,
  blog,
  jobs,
  videos,
  history,
  faqs,
  'not-found': notFound,
  sitemap,
  page,
};

export type SchemaName = keyof typeof contentSchemas;

const schemaBaseUrl = 'https://www.basinpeak.example/schema/';

/** The JSON Schema files to commit in data/schema/, by file name, as text. */
export function jsonSchemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, schema] of Object.entries(contentSchemas)) {
    const { $schema, ...rest } = dropNoise(z.toJSONSchema(schema, { target: 'draft-7' }));
    const file = `${name}.schema.json`;
    // Header keys first, so the files read top-down.
    const json = { $schema, $id: `${schemaBaseUrl}${file}`, title: name, ...rest };
    files.set(file, `${JSON.stringify(json, null, 2)}\n`);
  }
  return files;
}

/** zod spells out limits that say nothing (the safe-integer range, "any key"); editors do not need them. */
function dropNoise<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(dropNoise);
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Record<string, unknown>;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (JSON.stringify(schema.propertyNames) === '{"type":"string"}') delete schema.propertyNames;
  if (isEmptyObject(schema.additionalProperties)) schema.additionalProperties = true;
  Object.values(schema).forEach(dropNoise);
  return node;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
