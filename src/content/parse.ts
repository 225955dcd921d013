import { load, type YAMLException } from 'js-yaml';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { codeFrame, offsetToLocation, parseLocated, stripBom, type SourceFile } from './source.ts';

/** A parse: the file's value, or its located problems. */
export type ParseResult =
  | {
      ok: true;
      value: unknown;
      /** The value passed this file's own checks in an earlier load under the same code (content/parse-cache.ts). */
      checked?: boolean;
      /** A hash of the file's text and the parser (content/parse-cache.ts): the value is a function of it. */
      source?: string;
    }
  | { ok: false; problems: ContentProblem[] };

/**
 * Parses YAML on the fast path (js-yaml); only when that fails is the file
 * parsed again with `yaml`, which reports every syntax error with positions.
 *
 * Two parsers, because the fast path matters at scale: js-yaml parses a large
 * towns.yaml many times faster than `yaml` does with the positions we need
 * (parseDocument), which would cost more than the rest of a build of those
 * pages (docs/performance.md). Valid files never pay for positions.
 */
export function parseYaml(file: SourceFile): ParseResult {
  try {
    return { ok: true, value: load(stripBom(file.text)) };
  } catch (error) {
    return { ok: false, problems: syntaxProblems(file, error as YAMLException) };
  }
}

function syntaxProblems(file: SourceFile, fallback: YAMLException): ContentProblem[] {
  const located = parseLocated(file);
  const problems = located.doc.errors.map((e) => {
    const location = offsetToLocation(file, located.lines, e.pos[0]);
    return { code: ErrorCodes.yamlSyntax, message: firstLine(e.message), location, frame: codeFrame(file, location) };
  });
  if (problems.length > 0) return problems;
  const mark = fallback as unknown as { line?: number; column?: number; reason?: string };
  const location = { file: file.path, line: (mark.line ?? 0) + 1, column: (mark.column ?? 0) + 1 };
  return [{ code: ErrorCodes.yamlSyntax, message: mark.reason ?? fallback.message, location, frame: codeFrame(file, location) }];
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
