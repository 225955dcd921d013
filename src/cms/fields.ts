// The CMS field (a CMS widget and its settings) for each part of a zod
// schema: the schema is the one source, so a field added there shows up in
// the editor with no other edit. Validation carries over with the words
// `site check` prints (content/validate.ts `rule`).
import { globalRegistry, type core, type ZodType } from 'zod';
import { references } from '../content/schema/common.ts';
import { rule } from '../content/validate.ts';
import { RECORD_KEY, RECORD_VALUE, type Shape } from './shape.ts';

/** One field of config.yml (https://sveltiacms.app/en/docs/fields), in the form Decap CMS also reads. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regular expression, message shown when the value does not match]. */
  pattern?: [string, string];
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  options?: Array<string | number>;
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  summary?: string;
  collapsed?: boolean;
  /** An image field's file types (the picker offers no other). */
  accept?: string;
}

/**
 * The photos and drawings the build publishes. Not HEIC (an iPhone's own
 * format): no browser but Safari shows it and the build cannot read it; a
 * phone sends a JPEG when the photo is shared rather than picked as a file.
 */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

type Schema = core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** Where the entries a reference names are edited: the CMS collection and, for a list kept in one file, that file. */
export interface ReferenceTargets {
  towns: { collection: string; file?: string; listPath: string };
  services: { collection: string; file?: string; listPath: string };
}

export interface FieldContext {
  references: ReferenceTargets;
}

/** Keys whose text is prose of a sentence or more: a multi-line box rather than a one-line input. */
const PROSE = /^(about|answer|body|description|intro|paragraphs?|quote|summary|text|story|ctaText|note|content|excerpt|bio)$/i;
/** Keys that hold the path of an image under /images/. */
const IMAGE = /^(image|photo|thumbnail|poster|logo)$|Image$/;
const ISO_DATE = String(/^\d{4}-\d{2}-\d{2}$/);

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

/** The schema without optional/default/readonly wrappers, whether it may be left out, and its default. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; fallback?: unknown; description?: string } {
  let inner = schema;
  let optional = false;
  let fallback: unknown;
  let description = describe(schema);
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default') fallback = def.defaultValue;
    else if (def.type !== 'readonly' && def.type !== 'nullable') break;
    inner = def.innerType as Schema;
    description ??= describe(inner);
  }
  fallback ??= globalRegistry.get(inner as ZodType)?.default;
  return { inner, optional: optional || fallback !== undefined, fallback, description };
}

function describe(schema: Schema): string | undefined {
  return globalRegistry.get(schema as ZodType)?.description;
}

/** "heroImage" → "Hero image". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The CMS field for one named part of a schema. */
export function cmsField(name: string, schema: Schema, context: FieldContext): CmsField {
  const { inner, optional, fallback, description } = unwrap(schema);
  const base: CmsField = { name, label: humanize(name), widget: 'string', ...(description ? { hint: description } : {}) };
  if (optional) base.required = false;
  if (fallback !== undefined) base.default = fallback;
  const field = { ...base, ...widgetFor(name, inner, context) };
  return optional && field.fields && field.widget === 'object' ? { ...field, fields: field.fields.map(leftEmpty) } : field;
}

/**
 * A field inside an optional object: the CMS checks an object's required fields
 * even when the whole object is left empty, so inside one nothing is required
 * and a list needs no minimum (patterns still apply to what is filled in;
 * `site check` still wants a started object complete).
 */
function leftEmpty(field: CmsField): CmsField {
  const { min: _min, ...rest } = field;
  const relaxed: CmsField = { ...(field.widget === 'list' ? rest : field), required: false };
  return field.widget === 'object' && field.fields ? { ...relaxed, fields: field.fields.map(leftEmpty) } : relaxed;
}

/** The fields of an object schema, in its order. */
export function objectFields(schema: Schema, context: FieldContext): CmsField[] {
  const shape = defOf(unwrap(schema).inner).shape as Record<string, Schema>;
  return Object.entries(shape).map(([name, part]) => cmsField(name, part, context));
}

type Widget = Omit<CmsField, 'name' | 'label'>;

function widgetFor(name: string, schema: Schema, context: FieldContext): Widget {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringWidget(name, schema, context);
    case 'number':
      return numberWidget(schema);
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string | number>) };
    case 'literal': {
      const values = def.values as Array<string | number>;
      return values.length === 1 ? { widget: 'hidden', default: values[0] } : { widget: 'select', options: values };
    }
    case 'object':
      return { widget: 'object', fields: objectFields(schema, context) };
    case 'array':
      return listWidget(schema, context);
    case 'record':
      return recordWidget(schema, context);
    case 'union':
      return unionWidget(name, schema, context);
    default:
      throw new Error(`the CMS has no widget for a zod ${def.type} (field "${name}")`);
  }
}

/** The checks zod runs on a value (min_length, string_format…). */
function checksOf(schema: Schema): Array<Record<string, unknown>> {
  return ((defOf(schema).checks as Schema[] | undefined) ?? []).map((check) => check._zod.def as unknown as Record<string, unknown>);
}

function stringWidget(name: string, schema: Schema, context: FieldContext): Widget {
  const target = references.get(schema as ZodType);
  if (target) return relationWidget(target, context);
  const checks = checksOf(schema);
  const regexes = checks.filter((c) => c.format === 'regex').map((c) => c.pattern as RegExp);
  if (regexes.length === 1 && String(regexes[0]) === ISO_DATE) {
    return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  }
  const pattern = stringPattern(schema, checks, regexes);
  // the widget writes the upload's path under public_folder (/images/uploads/…); the CMS checks a pattern before the upload has that path
  if (IMAGE.test(name) && regexes.some((r) => r.source === '^\\/')) return { widget: 'image', accept: IMAGE_TYPES };
  return { widget: PROSE.test(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
}

/**
 * One regular expression and message for every check of a string (the CMS
 * takes one pattern per field): lookaheads for each, the messages joined.
 * Written as a literal, `/…/`: Sveltia reads a pattern ending in `/` and
 * letters as one with flags, so a bare `^\/` would lose its last character.
 */
function stringPattern(schema: Schema, checks: Array<Record<string, unknown>>, regexes: RegExp[]): [string, string] | undefined {
  const pattern = patternSource(schema, checks, regexes);
  return pattern && [`/${pattern[0]}/`, pattern[1]];
}

function patternSource(schema: Schema, checks: Array<Record<string, unknown>>, regexes: RegExp[]): [string, string] | undefined {
  const parts: Array<{ source: string; message: string }> = [];
  const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
  const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
  if (min !== undefined && min > 1) parts.push({ source: `[\\s\\S]{${min},}$`, message: sizeMessage('too_small', min) });
  if (max !== undefined) parts.push({ source: `[\\s\\S]{0,${max}}$`, message: sizeMessage('too_big', max) });
  for (const regex of regexes) {
    parts.push({
      source: `[\\s\\S]*?(?:${regex.source})`,
      message: rule({ code: 'invalid_format', format: 'regex', pattern: String(regex), input: '', path: [], message: '' }),
    });
  }
  const format = (schema as unknown as { format?: string | null }).format;
  const formatSource = format ? FORMATS[format] : undefined;
  if (formatSource) parts.push({ source: formatSource, message: rule({ code: 'invalid_format', format, input: '', path: [], message: '' } as core.$ZodIssue) });
  if (parts.length === 0) return undefined;
  // a single check keeps its own expression, so the owner (and the test) read it as written in the schema
  if (parts.length === 1 && regexes.length === 1) return [regexes[0].source, parts[0].message];
  return [`^${parts.map((p) => `(?=${p.source})`).join('')}`, parts.map((p) => p.message).join('; ')];
}

/** Browser-side approximations of zod's string formats (zod has the last word at `site check`). */
const FORMATS: Record<string, string> = {
  email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  url: '[a-zA-Z][a-zA-Z0-9+.-]*:\\S+$',
};

function sizeMessage(code: 'too_small' | 'too_big', limit: number): string {
  const issue = code === 'too_small' ? { code, minimum: limit } : { code, maximum: limit };
  return rule({ ...issue, origin: 'string', inclusive: true, input: '', path: [], message: '' } as core.$ZodIssue);
}

function numberWidget(schema: Schema): Widget {
  const checks = checksOf(schema);
  const format = (schema as unknown as { format?: string | null }).format;
  const integer = format === 'safeint' || format === 'int32' || format === 'int64';
  const widget: Widget = { widget: 'number', value_type: integer ? 'int' : 'float' };
  for (const check of checks) {
    if (check.check === 'greater_than') widget.min = check.value as number;
    if (check.check === 'less_than') widget.max = check.value as number;
  }
  return widget;
}

function sizeLimits(schema: Schema): Pick<CmsField, 'min' | 'max'> {
  const checks = checksOf(schema);
  const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
  const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
  return { ...(min ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function listWidget(schema: Schema, context: FieldContext): Widget {
  const element = defOf(schema).element as Schema;
  const item = unwrap(element).inner;
  const list: Widget = { widget: 'list', ...sizeLimits(schema) };
  const itemDef = defOf(item);
  if (itemDef.type === 'object') return { ...list, fields: objectFields(item, context), collapsed: true, ...summaryOf(item) };
  if (itemDef.type === 'union') {
    const union = unionWidget('item', item, context);
    if (union.types) return { ...list, types: union.types, typeKey: union.typeKey };
    return { ...list, fields: union.fields, collapsed: true };
  }
  const single = cmsField('item', element, context);
  // a list of references is one multiple-choice field
  if (single.widget === 'relation') {
    const { name: _name, label: _label, hint: _hint, required: _required, ...choice } = single;
    return { ...choice, ...sizeLimits(schema), multiple: true };
  }
  return { ...list, field: single };
}

/** The first text field names a collapsed list item ("{{fields.title}}"). */
function summaryOf(item: Schema): Pick<CmsField, 'summary'> {
  const shape = defOf(item).shape as Record<string, Schema>;
  const first = ['title', 'name', 'label', 'question', 'heading', 'year', 'slug', 'id', 'zip', 'path'].find((key) => key in shape);
  return first ? { summary: `{{fields.${first}}}` } : {};
}

/** A map with free keys (FAQ topics, lint rules): a list of key/value pairs, turned back into the map on save (cms/shape.ts). */
function recordWidget(schema: Schema, context: FieldContext): Widget {
  const def = defOf(schema);
  const key = cmsField(RECORD_KEY, def.keyType as Schema, context);
  const value = cmsField(RECORD_VALUE, def.valueType as Schema, context);
  return { widget: 'list', collapsed: true, summary: `{{fields.${RECORD_KEY}}}`, fields: [key, value] };
}

function relationWidget(target: { list: 'towns' | 'services'; field: string }, context: FieldContext): Widget {
  const where = context.references[target.list];
  const path = where.file ? `${where.listPath}.*.${target.field}` : target.field;
  const display = where.file ? `${where.listPath}.*.${target.list === 'towns' ? 'name' : 'title'}` : target.list === 'towns' ? 'name' : 'title';
  return {
    widget: 'relation',
    collection: where.collection,
    ...(where.file ? { file: where.file } : {}),
    value_field: path,
    search_fields: [display, path],
    display_fields: [display],
  };
}

/**
 * A union: of literals, a choice; of objects told apart by a literal key
 * (`type: text`), the CMS's typed list items; of other objects, one object
 * with every member's fields, those not in all of them optional (the
 * description says which combinations hold; `site check` enforces them).
 */
function unionWidget(name: string, schema: Schema, context: FieldContext): Widget {
  const options = (defOf(schema).options as Schema[]).map((option) => unwrap(option).inner);
  const defs = options.map(defOf);
  if (defs.every((d) => d.type === 'literal')) return { widget: 'select', options: defs.flatMap((d) => d.values as Array<string | number>) };
  if (!defs.every((d) => d.type === 'object')) throw new Error(`the CMS has no widget for a union of ${defs.map((d) => d.type).join(', ')} (field "${name}")`);
  const typeKey = discriminator(defs);
  if (typeKey) {
    const types = options.map((option) => {
      const shape = defOf(option).shape as Record<string, Schema>;
      const value = String((defOf(shape[typeKey]).values as unknown[])[0]);
      const fields = Object.entries(shape)
        .filter(([key]) => key !== typeKey)
        .map(([key, part]) => cmsField(key, part, context));
      return { name: value, label: humanize(value), widget: 'object', fields, ...summaryOf(option) };
    });
    return { widget: 'list', types, typeKey };
  }
  return { widget: 'object', fields: mergedFields(options, context) };
}

function discriminator(defs: Def[]): string | undefined {
  const shapes = defs.map((d) => d.shape as Record<string, Schema>);
  return Object.keys(shapes[0]).find((key) => shapes.every((shape) => shape[key] && defOf(shape[key]).type === 'literal'));
}

/** Every member's fields, first appearance first; a field missing from some member is optional. */
export function mergedFields(options: Schema[], context: FieldContext): CmsField[] {
  const shapes = options.map((option) => defOf(unwrap(option).inner).shape as Record<string, Schema>);
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  return names.map((name) => {
    const first = shapes.find((shape) => shape[name])![name];
    const field = cmsField(name, first, context);
    return shapes.every((shape) => shape[name]) ? field : { ...field, required: false };
  });
}

/** Where the schema has maps with free keys (cms/shape.ts turns them into lists and back). */
export function shapeOf(schema: Schema): Shape {
  const inner = unwrap(schema).inner;
  const def = defOf(inner);
  switch (def.type) {
    case 'record':
      return { kind: 'record', value: shapeOf(def.valueType as Schema) };
    case 'array': {
      const item = shapeOf(def.element as Schema);
      return item && { kind: 'list', item };
    }
    case 'object':
      return objectShape(def.shape as Record<string, Schema>);
    case 'union':
      return unionShape(def.options as Schema[]);
    default:
      return null;
  }
}

function objectShape(shape: Record<string, Schema>): Shape {
  const fields = Object.fromEntries(Object.entries(shape).flatMap(([key, part]) => (shapeOf(part) ? [[key, shapeOf(part)]] : [])));
  return { kind: 'object', keys: Object.keys(shape), fields };
}

function unionShape(options: Schema[]): Shape {
  const inners = options.map((option) => unwrap(option).inner);
  const defs = inners.map(defOf);
  if (!defs.every((d) => d.type === 'object')) return null;
  const key = discriminator(defs);
  if (!key) return objectShape(Object.assign({}, ...defs.map((d) => d.shape)) as Record<string, Schema>);
  const cases = Object.fromEntries(
    inners.map((inner) => {
      const shape = defOf(inner).shape as Record<string, Schema>;
      return [String((defOf(shape[key]).values as unknown[])[0]), objectShape(Object.fromEntries(Object.entries(shape).filter(([name]) => name !== key)))];
    }),
  );
  return { kind: 'typed', key, cases };
}
