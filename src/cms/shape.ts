// The CMS edits maps with named fields and lists; a data file may also be a
// list at its root (data/towns.yaml) or hold a map with free keys (FAQ
// topics, lint rules). The CMS sees such a file as a map with one list
// (`items`) and such a map as a list of key/value pairs; these functions turn
// the file's value into what the CMS edits and back. They run in the browser
// (bundled into /admin/formats.js) and in the tests, which prove the round
// trip leaves every data file's value, and the built site, unchanged.

/**
 * Where maps with free keys sit in a value, and the order of each map's keys
 * (the schema's: the editor keeps no order, so a save writes the keys as the
 * schema lists them); parts with neither are null.
 */
export type Shape =
  | null
  | { kind: 'record'; value: Shape }
  | { kind: 'object'; keys: string[]; fields: Record<string, Shape> }
  | { kind: 'list'; item: Shape }
  | { kind: 'typed'; key: string; cases: Record<string, Shape> };

/** The name of the single list field that holds a file's root list or map. */
export const ROOT_FIELD = 'items';
export const RECORD_KEY = 'key';
export const RECORD_VALUE = 'value';

/** How a file's value is held: as it is (a map), or under ROOT_FIELD (a list, or a map with free keys). */
export interface FileShape {
  wrapped: boolean;
  shape: Shape;
}

type Plain = Record<string, unknown>;

function isMap(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as the CMS edits it. */
export function toCms(value: unknown, file: FileShape): unknown {
  const inner = into(value, file.shape);
  return file.wrapped ? { [ROOT_FIELD]: inner } : inner;
}

/** The CMS's value as the file holds it; empty texts (an optional field left blank) are left out. */
export function fromCms(value: unknown, file: FileShape): unknown {
  const inner = file.wrapped ? ((isMap(value) ? value[ROOT_FIELD] : undefined) ?? []) : value;
  return outOf(dropBlanks(inner), file.shape);
}

function into(value: unknown, shape: Shape): unknown {
  if (shape === null || value === null || value === undefined) return value;
  switch (shape.kind) {
    case 'record':
      return isMap(value) ? Object.entries(value).map(([key, inner]) => ({ [RECORD_KEY]: key, [RECORD_VALUE]: into(inner, shape.value) })) : value;
    case 'list':
      return Array.isArray(value) ? value.map((item) => into(item, shape.item)) : value;
    case 'object':
      return isMap(value) ? mapFields(value, (key, inner) => into(inner, shape.fields[key] ?? null)) : value;
    case 'typed':
      return isMap(value) ? mapFields(value, (key, inner) => into(inner, caseOf(shape, value, key))) : value;
  }
}

function outOf(value: unknown, shape: Shape): unknown {
  if (shape === null || value === null || value === undefined) return value;
  switch (shape.kind) {
    case 'record':
      return Array.isArray(value)
        ? Object.fromEntries(value.filter(isMap).map((pair) => [String(pair[RECORD_KEY] ?? ''), outOf(pair[RECORD_VALUE], shape.value)]))
        : value;
    case 'list':
      return Array.isArray(value) ? value.map((item) => outOf(item, shape.item)) : value;
    case 'object':
      return isMap(value)
        ? ordered(
            mapFields(value, (key, inner) => outOf(inner, shape.fields[key] ?? null)),
            shape.keys,
          )
        : value;
    case 'typed':
      return isMap(value) ? typedOut(shape, value) : value;
  }
}

function typedOut(shape: { key: string; cases: Record<string, Shape> }, value: Plain): Plain {
  const fields = shape.cases[String(value[shape.key])];
  const keys = fields && fields.kind === 'object' ? [shape.key, ...fields.keys] : [shape.key];
  return ordered(
    mapFields(value, (key, inner) => outOf(inner, caseOf(shape, value, key))),
    keys,
  );
}

/** The map with `keys` first, in that order, then any others as they were. */
function ordered(value: Plain, keys: string[]): Plain {
  const first = keys.filter((key) => Object.hasOwn(value, key));
  return Object.fromEntries([...first, ...Object.keys(value).filter((key) => !keys.includes(key))].map((key) => [key, value[key]]));
}

function caseOf(shape: { key: string; cases: Record<string, Shape> }, value: Plain, key: string): Shape {
  const fields = shape.cases[String(value[shape.key])];
  return fields && fields.kind === 'object' ? (fields.fields[key] ?? null) : null;
}

function mapFields(value: Plain, change: (key: string, inner: unknown) => unknown): Plain {
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, change(key, inner)]));
}

/** Blank texts and nulls out of every map (the CMS writes "" for a field left empty; no schema accepts it). */
function dropBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropBlanks);
  if (!isMap(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== '' && inner !== null && inner !== undefined)
      .map(([key, inner]) => [key, dropBlanks(inner)]),
  );
}
