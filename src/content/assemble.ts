import { ContentError, ErrorCodes, type ContentProblem } from '../errors.ts';
import { contentFiles } from './files.ts';
import path from 'node:path';
import { locateRef, Origins, type ContentRef } from './origins.ts';
import { parseYaml, type ParseResult } from './parse.ts';
import { referenceProblems } from './references.ts';
import { unsafeValueProblems } from './safe-values.ts';
import { contentSchemas, type SchemaName } from './schema/index.ts';
import type { SourceFile } from './source.ts';
import type { Content } from './types.ts';
import { duplicateKeyProblems } from './unique.ts';
import type { ZodType } from 'zod';
import { schemaProblems } from './validate.ts';

export interface DataFolder {
  /** Files found for each content key (see files.ts). */
  files: Map<keyof Content, SourceFile[]>;
  /** One-item-per-file files for the keys that allow them (data/towns/*.yaml). */
  items?: Map<keyof Content, SourceFile[]>;
}

export interface LoadedContent {
  content: Content;
  origins: Origins;
  /** Values whose files passed every check of an earlier load under the same code (ParseResult.checked): their page copy is not checked again. */
  checkedBefore?: WeakSet<object>;
  /**
   * For values parsed through the parse cache, a file's whole value (a town
   * file's town): a key of the text it came from (ParseResult.source). The
   * value is a function of that text and the code, so the page hashes use
   * the key instead of hashing the value (output/incremental.ts).
   */
  sources?: WeakMap<object, string>;
}

/**
 * Parses and validates every file, then checks references. Throws ContentError with all problems.
 * `parse` is parseYaml unless the caller keeps results of unchanged files (`site dev`).
 */
export function assembleContent(folder: DataFolder, parse: (file: SourceFile) => ParseResult = parseYaml): LoadedContent {
  const problems: ContentProblem[] = [];
  const origins = new Origins();
  const content: Record<string, unknown> = {};
  const checkedBefore = new WeakSet<object>();
  const sources = new WeakMap<object, string>();
  const parseNoting = (file: SourceFile) => {
    const parsed = parse(file);
    if (!parsed.ok || !isObject(parsed.value)) return parsed;
    const { value, checked, source } = parsed;
    if (checked) checkedBefore.add(value);
    if (source) sources.set(value, source);
    // a list file's items (the towns of towns.yaml) passed with it; they get no key of their own
    // (the list's key changes with any item, and a page's hash must not change with another town)
    if (Array.isArray(value) && checked) for (const item of value) if (isObject(item)) checkedBefore.add(item);
    return parsed;
  };

  for (const kind of contentFiles) {
    const files = [...(folder.files.get(kind.key) ?? [])].sort((a, b) => a.path.localeCompare(b.path));
    const itemFiles = [...(folder.items?.get(kind.key) ?? [])].sort((a, b) => a.path.localeCompare(b.path));
    if (kind.items && itemFiles.length > 0) {
      content[kind.key] = listWithItemFiles(kind.key, files[0], itemFiles, kind.items.schema, parseNoting, origins, problems);
      continue;
    }
    if (files.length === 0) {
      problems.push({ code: ErrorCodes.missingFile, message: `no content file matches data/${kind.pattern}` });
      continue;
    }
    const schema = contentSchemas[kind.schema];
    const values = files.map((file) => {
      const parsed = parseNoting(file);
      if (!parsed.ok) return void problems.push(...parsed.problems);
      if (!parsed.checked) problems.push(...schemaProblems(file, parsed.value, schema));
      return parsed.value;
    });
    if (kind.many) {
      const order = fileOrder(values);
      origins.add(
        kind.key,
        order.map((i) => files[i]),
        true,
      );
      content[kind.key] = order.map((i) => values[i]);
    } else {
      origins.add(kind.key, files, false);
      content[kind.key] = values[0];
    }
  }

  // Reference checks need the shape right; unsafe values and duplicate keys are found in any
  // shape (both walks tolerate it), so they come with whatever else is wrong.
  const shapeOk = problems.length === 0;
  const typed = content as unknown as Content; // the schemas' promise, kept only when shapeOk
  const partial = content as Partial<Content>;
  problems.push(...unsafeValueProblems(partial, origins, checkedBefore), ...duplicateKeyProblems(partial, origins, checkedBefore));
  if (shapeOk) problems.push(...referenceProblems(typed, origins));
  if (problems.length > 0) throw new ContentError(problems);
  return { content: typed, origins, checkedBefore, sources };
}

/**
 * A list (towns.yaml, optional here) followed by its items that live one per file (data/towns/{slug}.yaml,
 * each checked against the item schema and its slug against its file name), with each item's origin.
 */
function listWithItemFiles(
  key: keyof Content,
  listFile: SourceFile | undefined,
  itemFiles: SourceFile[],
  itemSchema: SchemaName,
  parse: (file: SourceFile) => ParseResult,
  origins: Origins,
  problems: ContentProblem[],
): unknown[] {
  const list: unknown[] = [];
  const refs: ContentRef[] = [];
  if (listFile) {
    const parsed = parse(listFile);
    if (!parsed.ok) problems.push(...parsed.problems);
    else {
      const listSchema = contentSchemas[contentFiles.find((k) => k.key === key)!.schema];
      if (!parsed.checked) problems.push(...schemaProblems(listFile, parsed.value, listSchema));
      if (Array.isArray(parsed.value))
        parsed.value.forEach((item, i) => {
          list.push(item);
          refs.push({ file: listFile, path: [i] });
        });
    }
  }
  for (const file of itemFiles) {
    const parsed = parse(file);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    if (!parsed.checked) problems.push(...itemFileProblems(file, parsed.value, contentSchemas[itemSchema]));
    list.push(parsed.value);
    refs.push({ file, path: [] });
  }
  origins.addItems(key, listFile ? [listFile, ...itemFiles] : itemFiles, refs);
  return list;
}

/** An item file's own problems: its schema, then its slug against its file name. */
function itemFileProblems(file: SourceFile, value: unknown, schema: ZodType): ContentProblem[] {
  const problems = schemaProblems(file, value, schema);
  const slug = (value as { slug?: unknown } | null)?.slug;
  const named = path.basename(file.path, '.yaml');
  if (problems.length === 0 && slug !== named) {
    problems.push(
      locateRef({ file, path: ['slug'] }, ErrorCodes.schema, `slug "${String(slug)}" does not match the file name (${named}.yaml); name the file for its slug`),
    );
  }
  return problems;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** One-value-per-file kinds are ordered by their `order` field, then by file name. */
function fileOrder(values: unknown[]): number[] {
  const orderOf = (i: number) => (values[i] as { order?: number } | undefined)?.order ?? Infinity;
  return values.map((_, i) => i).sort((a, b) => orderOf(a) - orderOf(b) || a - b);
}
