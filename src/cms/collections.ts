// The CMS's collections: one per data file the owner edits (file
// collections), the services and the one-file-per-town folder as folder
// collections, and each fixed page with the copy fields of its template. The
// fields come from the zod schemas (cms/fields.ts); a page's, a service's and
// a town's copy from the copy schema its template registers.
import { z, type ZodObject, type ZodType } from 'zod';
import { contentFiles, type ContentFileKind } from '../content/files.ts';
import { contentSchemas, type SchemaName } from '../content/schema/index.ts';
import type { PageTemplate } from '../render/templates.ts';
import { SERVICE_TEMPLATE, townTemplate } from '../routes/table.ts';
import { cmsField, humanize, objectFields, shapeOf, type CmsField, type FieldContext, type ReferenceTargets } from './fields.ts';
import { schemaLine, type DataFormat } from './format.ts';
import { ROOT_FIELD } from './shape.ts';

/** What the data folder holds, as far as the collections depend on it. */
export interface DataLayout {
  /** Fixed pages: file name in pages/ (without .yaml) and template id. */
  pages: Array<{ name: string; template: string }>;
  /** Whether data/towns.yaml (the list) and data/towns/*.yaml (a town per file) exist. */
  townList: boolean;
  townFiles: boolean;
}

/** One collection of config.yml (https://sveltiacms.app/en/docs/collections). */
export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  format: string;
  /** A folder collection's file extension (a file collection's files name theirs). */
  extension?: 'yaml';
  folder?: string;
  create?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
  fields?: CmsField[];
}

/** The collections, and the format (cms/format.ts) each names. `dataPath`: the data folder as the backend names it ("data", or "" when it is the root). */
export function cmsCollections(
  layout: DataLayout,
  templates: Record<string, PageTemplate>,
  dataPath: string,
): { collections: CmsCollection[]; formats: Record<string, DataFormat> } {
  const at = (file: string) => (dataPath ? `${dataPath}/${file}` : file);
  const context: FieldContext = { references: referenceTargets(layout) };
  const collections: CmsCollection[] = [];
  const formats: Record<string, DataFormat> = {};
  const format = (name: SchemaName, schema: ZodType, depth: number) => {
    const wrapped = isWrapped(schema);
    formats[`data-${name}`] = { wrapped, shape: shapeOf(schema), schemaLine: schemaLine(name, depth) };
    return `data-${name}`;
  };
  for (const kind of contentFiles) {
    if (kind.key === 'pages') collections.push(pagesCollection(layout, templates, context, at, format));
    else if (kind.many) collections.push(folderCollection(kind, effectiveSchema(kind.schema, templates), context, at, format));
    else if (kind.key !== 'towns' || layout.townList) collections.push(fileCollection(kind, effectiveSchema(kind.schema, templates), context, at, format));
    if (kind.items && layout.townFiles) {
      const items = { ...kind, key: 'townFiles', pattern: kind.items.pattern, schema: kind.items.schema } as unknown as ContentFileKind;
      collections.push(folderCollection(items, effectiveSchema(kind.items.schema, templates), context, at, format));
    }
  }
  return { collections: ownerOrder(collections), formats };
}

/** What the owner changes most comes first in the CMS's list; the rest keep the order of src/content/files.ts. */
const FIRST = ['site', 'gallery', 'towns', 'townFiles', 'services'];

function ownerOrder(collections: CmsCollection[]): CmsCollection[] {
  const rank = (c: CmsCollection) => (FIRST.includes(c.name) ? FIRST.indexOf(c.name) : FIRST.length);
  return collections
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** Owner-facing names of the collections (the rest are the data file's name in words). */
const LABELS: Record<string, string> = {
  site: 'Company & contact',
  notFound: 'Moved pages (not-found table)',
  townFiles: 'Towns (one file each)',
  zips: 'ZIP codes',
  faqs: 'FAQs',
};

function labelOf(key: string): string {
  return LABELS[key] ?? humanize(key);
}

type At = (file: string) => string;
type Format = (name: SchemaName, schema: ZodType, depth: number) => string;

/** A list or a map with free keys at a file's root: the CMS edits it as one list field. */
function isWrapped(schema: ZodType): boolean {
  const type = (schema._zod.def as { type: string }).type;
  return type === 'array' || type === 'record';
}

function fileCollection(kind: ContentFileKind, schema: ZodType, context: FieldContext, at: At, format: Format): CmsCollection {
  const fields = isWrapped(schema) ? [{ ...cmsField(ROOT_FIELD, schema, context), label: labelOf(kind.key) }] : objectFields(schema, context);
  return {
    name: kind.key,
    label: labelOf(kind.key),
    ...descriptionOf(schema),
    format: format(kind.schema, schema, 0),
    files: [{ name: kind.key, label: labelOf(kind.key), file: at(kind.pattern), fields }],
  };
}

function folderCollection(kind: ContentFileKind, schema: ZodType, context: FieldContext, at: At, format: Format): CmsCollection {
  const fields = objectFields(schema, context);
  const identifier = fields.some((f) => f.name === 'title') ? 'title' : 'name';
  return {
    name: kind.key,
    label: labelOf(kind.key),
    label_singular: humanize(kind.schema),
    ...descriptionOf(schema),
    format: format(kind.schema, schema, 1),
    extension: 'yaml',
    folder: at(kind.pattern.slice(0, kind.pattern.indexOf('/'))),
    create: true,
    // the loader wants the file named for the slug
    slug: '{{fields.slug}}',
    identifier_field: identifier,
    summary: `{{fields.${identifier}}}`,
    fields,
  };
}

/** The fixed pages: one entry per file of pages/, with the copy fields of its template. */
function pagesCollection(layout: DataLayout, templates: Record<string, PageTemplate>, context: FieldContext, at: At, format: Format): CmsCollection {
  const fixed = Object.keys(templates).filter((id) => templates[id]?.kind === 'fixed');
  const files = layout.pages.map(({ name, template }) => {
    const schema = pageSchema(templates[template]?.copy);
    const fields = objectFields(schema, context).map((field) =>
      // the copy fields belong to the template: changing it is a developer's job
      field.name === 'template' ? { ...field, widget: 'select', options: fixed, pattern: undefined } : field,
    );
    return { name, label: humanize(name), file: at(`pages/${name}.yaml`), fields: fields.map(withoutUndefined) };
  });
  return {
    name: 'pages',
    label: 'Pages',
    description: 'The fixed pages: title, description and the copy of each.',
    format: format('page', contentSchemas.page, 1),
    files,
  };
}

function withoutUndefined(field: CmsField): CmsField {
  return Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as unknown as CmsField;
}

/** A page entry whose free-form `content` is the template's copy (left out for a template that reads none). */
function pageSchema(copy: ZodType | undefined): ZodType {
  const page = contentSchemas.page as unknown as ZodObject;
  return copy ? page.extend({ content: optional(copy) }) : page.omit({ content: true });
}

function optional(schema: ZodType): ZodType {
  return (schema._zod.def as { type: string }).type === 'optional' ? schema : schema.optional();
}

/**
 * The data file's schema with its free-form copy (`page:` of a service or a
 * town) replaced by the copy schema of the template that renders it. A town's
 * template depends on its kind: its copy offers every town template's fields.
 */
export function effectiveSchema(name: SchemaName, templates: Record<string, PageTemplate>): ZodType {
  const schema = contentSchemas[name] as ZodType;
  if (name === 'service') return withPage(schema, templates[SERVICE_TEMPLATE]?.copy);
  if (name === 'town') return withPage(schema, townCopy(templates));
  if (name === 'towns')
    return z
      .array(withPage(contentSchemas.town, townCopy(templates)) as ZodObject)
      .min(1)
      .describe(schema.description ?? '');
  return schema;
}

function withPage(schema: ZodType, copy: ZodType | undefined): ZodType {
  const object = schema as unknown as ZodObject;
  const described = object.describe(object.description ?? '');
  return copy ? described.extend({ page: optional(copy).describe(object.shape.page?.description ?? '') }) : described.omit({ page: true });
}

function townCopy(templates: Record<string, PageTemplate>): ZodType | undefined {
  const kinds = contentSchemas.town.shape.kind.options;
  const copies = [...new Set(kinds.flatMap((kind) => templates[townTemplate(kind)]?.copy ?? []))];
  if (copies.length === 0) return undefined;
  return copies.length === 1 ? copies[0] : z.union(copies.map(unwrapOptional) as [ZodType, ZodType, ...ZodType[]]);
}

function unwrapOptional(schema: ZodType): ZodType {
  const def = schema._zod.def as { type: string; innerType?: ZodType };
  return def.type === 'optional' && def.innerType ? def.innerType : schema;
}

function descriptionOf(schema: ZodType): { description?: string } {
  const text = schema.description;
  // the schemas' type names ("Site", "PageEntry") say nothing to the owner
  return text && /\s/.test(text) ? { description: text } : {};
}

function referenceTargets(layout: DataLayout): ReferenceTargets {
  return {
    towns: layout.townList ? { collection: 'towns', file: 'towns', listPath: ROOT_FIELD } : { collection: 'townFiles', listPath: '' },
    services: { collection: 'services', listPath: '' },
  };
}
