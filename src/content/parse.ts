import { load, type YAMLException } from 'js-yaml';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { codeFrame, offsetToLocation, parseLocated, stripBom, type SourceFile } from './source.ts';

export type ParseResult = { ok: true; value: unknown } | { ok: false; problems: ContentProblem[] };

/**
 * Parses YAML on the fast path (js-yaml); only when that fails is the file
 * parsed again with `yaml`, which reports every syntax error with positions.
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
