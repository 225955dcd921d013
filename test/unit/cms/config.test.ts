// The CMS configuration generated from the schemas: Sveltia's schema accepts it, and it
// offers exactly the fields the schemas define (no field the owner cannot
// edit, no field the build would reject).
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { contentFiles } from '../../../src/content/files.ts';
import { contentSchemas } from '../../../src/content/schema/index.ts';
import { effectiveSchema } from '../../../src/cms/collections.ts';
import { cmsConfig, type CmsBackend } from '../../../src/cms/config.ts';
import { cmsField, type CmsField } from '../../../src/cms/fields.ts';
import { dataLayout } from '../../../src/cms/layout.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { loadSveltiaValidator } from '../../support/sveltia-config-schema.ts';
import { repoData } from '../helpers/cli.ts';

const templates = siteTemplates.pages;
const layout = dataLayout(repoData);
const github: CmsBackend = { kind: 'github', repo: 'basin-peak/website', branch: 'main', siteUrl: 'https://www.basinpeak.example' };
const generated = (backend: CmsBackend) => cmsConfig({ layout, templates, backend, dataPath: 'data' }).config;

describe('the CMS configuration', () => {
  it("passes Sveltia's own schema, for GitHub and for the local mode", () => {
    const validate = loadSveltiaValidator();
    expect(() => validate(generated(github))).not.toThrow();
    expect(() => validate(generated({ kind: 'local', repo: 'basin-peak/website', branch: 'main' }))).not.toThrow();
    // the validator does reject a broken configuration
    expect(() => validate({ ...generated(github), collections: [{ name: 'towns', fields: [{ name: 'x', widget: 'string', min: 'a' }] }] })).toThrow();
  });

  it('has a field for every field of every data file, and none more', () => {
    const config = generated(github);
    for (const kind of contentFiles) {
      if (kind.key === 'pages') continue;
      const collection = config.collections.find((c) => c.name === kind.key)!;
      const fields = collection.files ? collection.files[0]!.fields : collection.fields!;
      expect({ file: kind.pattern, paths: cmsPaths(fields, collection.files !== undefined && isList(kind.schema)) }).toEqual({
        file: kind.pattern,
        paths: schemaPaths(effectiveSchema(kind.schema, templates)),
      });
    }
  });

  it("gives each fixed page the fields of its template's copy", () => {
    const pages = generated(github).collections.find((c) => c.name === 'pages')!;
    expect(pages.files!.map((f) => f.name)).toEqual(layout.pages.map((p) => p.name));
    for (const { name, template } of layout.pages) {
      const copy = templates[template]!.copy!;
      const content = pages.files!.find((f) => f.name === name)!.fields.find((f) => f.name === 'content')!;
      expect({ name, paths: cmsPaths(content.fields!, false) }).toEqual({ name, paths: schemaPaths(copy) });
    }
  });

  it('carries required, pattern and limits over with the words site check prints', () => {
    const site = generated(github).collections.find((c) => c.name === 'site')!.files![0]!.fields;
    const tel = site.find((f) => f.name === 'phones')!.fields![0]!.fields!.find((f) => f.name === 'tel')!;
    expect(tel.pattern).toEqual(['/^\\+[0-9]{11}$/', 'must match pattern "^\\+[0-9]{11}$"']);
    expect(site.find((f) => f.name === 'priceRange')!.required).toBe(false);
    expect(site.find((f) => f.name === 'writeReviewUrl')).toMatchObject({ widget: 'string', required: false });
    const reports = site.find((f) => f.name === 'reports')!;
    expect(reports.fields!.map((f) => [f.name, f.widget])).toEqual([
      ['to', 'list'],
      ['schedule', 'select'],
      ['timeZone', 'string'],
    ]);
    const towns = generated(github).collections.find((c) => c.name === 'towns')!.files![0]!.fields[0]!;
    const town = towns.fields!;
    expect(town.find((f) => f.name === 'kind')).toMatchObject({ widget: 'select', options: ['plumbing', 'door', 'shared'] });
    expect(town.find((f) => f.name === 'coordinates')!.fields![0]).toMatchObject({ widget: 'number', min: 40, max: 46, value_type: 'float' });
    expect(town.find((f) => f.name === 'description')).toMatchObject({ widget: 'text', hint: 'Short description (map tooltip, cards).' });
    expect(town.find((f) => f.name === 'heroImage')).toMatchObject({ widget: 'image', required: false });
    expect(town.find((f) => f.name === 'keyFeatures')).toMatchObject({ widget: 'list', min: 2, max: 4 });
    const services = generated(github).collections.find((c) => c.name === 'services')!.fields!;
    const description = services.find((f) => f.name === 'description')!;
    expect(description.pattern![1]).toBe('must NOT have fewer than 50 characters; must NOT have more than 200 characters');
    const regex = new RegExp(description.pattern![0].slice(1, -1));
    expect(regex.test('x'.repeat(49))).toBe(false);
    expect(regex.test('x'.repeat(120))).toBe(true);
  });

  it('requires nothing inside an optional object, which the CMS would otherwise demand even when the object is left empty', () => {
    const context = { references: { towns: { collection: 'towns', listPath: '' }, services: { collection: 'services', listPath: '' } } };
    const optional = cmsField(
      'analytics',
      z.strictObject({ provider: z.enum(['a', 'b']), ids: z.array(z.string()).min(1), inner: z.strictObject({ id: z.string() }) }).optional(),
      context,
    );
    expect(optional.fields!.map((f) => [f.name, f.required, f.min])).toEqual([
      ['provider', false, undefined],
      ['ids', false, undefined],
      ['inner', false, undefined],
    ]);
    expect(optional.fields![2]!.fields![0]!.required).toBe(false);
    const required = cmsField('analytics', z.strictObject({ provider: z.enum(['a', 'b']) }), context);
    expect(required.fields![0]!.required).toBeUndefined();
  });

  it('offers the towns and services to choose where one list names entries of another', () => {
    const sitemap = generated(github).collections.find((c) => c.name === 'sitemap')!.files![0]!.fields;
    expect(sitemap.find((f) => f.name === 'heroTowns')).toMatchObject({
      widget: 'relation',
      collection: 'towns',
      file: 'towns',
      value_field: 'items.*.slug',
      multiple: true,
    });
    const videos = generated(github).collections.find((c) => c.name === 'videos')!.files![0]!.fields[0]!.fields!;
    expect(videos.find((f) => f.name === 'servicePath')).toMatchObject({ widget: 'relation', collection: 'services', value_field: 'path', required: false });
    expect(videos.find((f) => f.name === 'uploadDate')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  it('follows a schema change with no other edit', () => {
    const before = cmsPaths(generated(github).collections.find((c) => c.name === 'site')!.files![0]!.fields, false);
    const site = contentSchemas.site;
    const changed = site.extend({ owner: z.string().min(1).describe('Who owns the company.') });
    expect(schemaPaths(changed)).toEqual([...before, 'owner'].sort());
  });
});

function isList(name: keyof typeof contentSchemas): boolean {
  const type = (contentSchemas[name]._zod.def as { type: string }).type;
  return type === 'array' || type === 'record';
}

/** Every field path the CMS edits ("phones.main.tel", "items[].name"), a root list's field left out. */
function cmsPaths(fields: CmsField[], rootList: boolean): string[] {
  const paths: string[] = [];
  const walk = (field: CmsField, prefix: string) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name;
    paths.push(here);
    const inner = field.widget === 'list' || field.multiple ? `${here}[]` : here;
    for (const child of field.fields ?? []) walk(child, inner);
    if (field.field) for (const child of field.field.fields ?? []) walk(child, inner);
    for (const type of field.types ?? []) {
      paths.push(`${inner}.${field.typeKey}`);
      for (const child of type.fields ?? []) walk(child, inner);
    }
  };
  if (rootList) for (const child of fields[0]!.fields ?? fields[0]!.field?.fields ?? []) walk(child, '');
  else for (const field of fields) walk(field, '');
  return [...new Set(paths)].sort();
}

/** The same paths read from the schema's JSON Schema (a map with free keys as a list of key/value pairs). */
function schemaPaths(schema: ZodType): string[] {
  const paths: string[] = [];
  type Node = { properties?: Record<string, Node>; items?: Node; additionalProperties?: Node | boolean; anyOf?: Node[]; oneOf?: Node[]; type?: string };
  const walk = (node: Node, prefix: string, list: boolean) => {
    const inner = list ? `${prefix}[]` : prefix;
    const join = (name: string) => (inner ? `${inner}.${name}` : name);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      paths.push(join(name));
      visit(child, join(name));
    }
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(option, prefix, list);
  };
  const visit = (node: Node, at: string) => {
    if (node.items) return visit(node.items, `${at}[]`);
    if (typeof node.additionalProperties === 'object' && !node.properties) {
      paths.push(at ? `${at}[].key` : 'key', at ? `${at}[].value` : 'value');
      return visit(node.additionalProperties, at ? `${at}[].value` : 'value');
    }
    walk(node, at.endsWith('[]') ? at.slice(0, -2) : at, at.endsWith('[]'));
  };
  visit(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Node, '');
  // a root list's items are the CMS's top-level fields
  return [...new Set(paths.map((p) => p.replace(/^\[\]\./, '')))].sort();
}
