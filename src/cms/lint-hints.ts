// `site lint`'s findings shown where the owner fixes them: each finding that
// points at a line of a data file is added to the hint of the CMS field that
// holds that line ("⚠ site lint: … is shown and looks like a placeholder"),
// and the collection says how many wait in it. A finding placed only
// approximately (the file that builds the page) names no field and is left
// to `site lint` itself.
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { CmsCollection } from './collections.ts';
import type { CmsConfig } from './config.ts';
import type { CmsField } from './fields.ts';
import { ROOT_FIELD } from './shape.ts';

/** What the CMS needs of a lint finding (lint/types.ts `Finding`). */
export interface LintNote {
  severity: string;
  message: string;
  locations: Array<{ file: string; line: number; column: number; approximate?: boolean }>;
}

export interface DataFiles {
  /** The data folder, and as the repository (and so config.yml) names it. */
  dir: string;
  repositoryPath: string;
  /** A data file's text by its path relative to the data folder. */
  read(file: string): string | undefined;
}

/** `config` with each finding in the hint of its field. */
export function withLintHints(config: CmsConfig, notes: LintNote[], data: DataFiles): CmsConfig {
  const collections = structuredClone(config.collections);
  const counts = new Map<CmsCollection, number>();
  for (const note of notes) {
    for (const location of note.locations) {
      if (location.approximate) continue;
      const file = path.relative(data.dir, path.resolve(location.file)).split(path.sep).join('/');
      const text = file.startsWith('..') ? undefined : data.read(file);
      const target = text === undefined ? undefined : fieldAt(collections, `${data.repositoryPath}/${file}`, valuePath(text, location.line, location.column));
      if (!target) continue;
      target.field.hint = `${target.field.hint ? `${target.field.hint}\n\n` : ''}⚠ site lint (${note.severity}): ${note.message}`;
      counts.set(target.collection, (counts.get(target.collection) ?? 0) + 1);
    }
  }
  for (const [collection, count] of counts) {
    const notice = `⚠ site lint finds ${count === 1 ? 'a problem' : `${count} problems`} here: look for ⚠ under the fields.`;
    collection.description = collection.description ? `${notice} ${collection.description}` : notice;
  }
  return { ...config, collections };
}

/** The keys and list indexes leading to the value at a line and column of a YAML text. */
export function valuePath(text: string, line: number, column: number): Array<string | number> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false });
  const offset = (lines.lineStarts[line - 1] ?? text.length) + column - 1;
  const found: Array<string | number> = [];
  let node: Node | null | undefined = doc.contents as Node | null;
  while (node && (isMap(node) || isSeq(node))) {
    const items = node.items as Array<{ key?: unknown; value?: unknown } | Node>;
    const index = items.findIndex((item) => contains(isMap(node) ? (item as { key: Node; value: Node }) : { value: item as Node }, offset));
    if (index < 0) break;
    if (isMap(node)) {
      const pair = items[index] as { key: Node; value: Node };
      found.push(isScalar(pair.key) ? String(pair.key.value) : String(index));
      node = pair.value;
    } else {
      found.push(index);
      node = items[index] as Node;
    }
  }
  return found;
}

function contains({ key, value }: { key?: Node; value?: Node }, offset: number): boolean {
  const start = key?.range?.[0] ?? value?.range?.[0];
  const end = value?.range?.[2] ?? key?.range?.[2];
  return start !== undefined && end !== undefined && offset >= start && offset < end;
}

/** The collection of a data file (its path in the repository) and the deepest field along the path (list indexes skipped). */
function fieldAt(collections: CmsCollection[], file: string, keys: Array<string | number>): { collection: CmsCollection; field: CmsField } | undefined {
  for (const collection of collections) {
    const entry = collection.files?.find((f) => f.file === file);
    if (!entry && collection.folder !== path.posix.dirname(file)) continue;
    let fields = entry ? entry.fields : collection.fields!;
    // a list at the file's root is edited under one list field
    if (fields.length === 1 && fields[0]!.name === ROOT_FIELD && typeof keys[0] === 'number') keys = [ROOT_FIELD, ...keys];
    let field: CmsField | undefined;
    for (const key of keys) {
      if (typeof key === 'number') continue;
      const next = fields.find((f) => f.name === key);
      if (!next) break;
      field = next;
      fields = next.fields ?? (next.field ? [next.field] : []);
    }
    return field ? { collection, field } : undefined;
  }
  return undefined;
}
