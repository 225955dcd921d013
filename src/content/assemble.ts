import { ContentError, ErrorCodes, type ContentProblem } from '../errors.ts';
import { contentFiles } from './files.ts';
import { Origins } from './origins.ts';
import { parseYaml, type ParseResult } from './parse.ts';
import { referenceProblems } from './references.ts';
import { unsafeValueProblems } from './safe-values.ts';
import { contentSchemas } from './schema/index.ts';
import type { SourceFile } from './source.ts';
import type { Content } from './types.ts';
import { schemaProblems } from './validate.ts';

export interface DataFolder {
  /** Files found for each content key (see files.ts). */
  files: Map<keyof Content, SourceFile[]>;
}

export interface LoadedContent {
  content: Content;
  origins: Origins;
}

/**
 * Parses and validates every file, then checks references. Throws ContentError with all problems.
 * `parse` is parseYaml unless the caller keeps results of unchanged files (`site dev`).
 */
export function assembleContent(folder: DataFolder, parse: (file: SourceFile) => ParseResult = parseYaml): LoadedContent {
  const problems: ContentProblem[] = [];
  const origins = new Origins();
  const content: Record<string, unknown> = {};

  for (const kind of contentFiles) {
    const files = [...(folder.files.get(kind.key) ?? [])].sort((a, b) => a.path.localeCompare(b.path));
    if (files.length === 0) {
      problems.push({ code: ErrorCodes.missingFile, message: `no content file matches data/${kind.pattern}` });
      continue;
    }
    const schema = contentSchemas[kind.schema];
    const values = files.map((file) => {
      const parsed = parse(file);
      if (!parsed.ok) return void problems.push(...parsed.problems);
      problems.push(...schemaProblems(file, parsed.value, schema));
      return parsed.value;
    });
    if (kind.many) {
      const order = fileOrder(values);
      origins.add(kind.key, order.map((i) => files[i]), true);
      content[kind.key] = order.map((i) => values[i]);
    } else {
      origins.add(kind.key, files, false);
      content[kind.key] = values[0];
    }
  }

  // Unsafe values are checked even when the shape is wrong (the walk tolerates any shape), so they come with the rest.
  problems.push(...unsafeValueProblems(content as Partial<Content>, origins));
  if (problems.length > 0) throw new ContentError(problems);
  const typed = content as unknown as Content;
  const refs = referenceProblems(typed, origins);
  if (refs.length > 0) throw new ContentError(refs);
  return { content: typed, origins };
}

/** One-value-per-file kinds are ordered by their `order` field, then by file name. */
function fileOrder(values: unknown[]): number[] {
  const orderOf = (i: number) => (values[i] as { order?: number } | undefined)?.order ?? Infinity;
  return values.map((_, i) => i).sort((a, b) => orderOf(a) - orderOf(b) || a - b);
}
