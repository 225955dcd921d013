import type { core, ZodType } from 'zod';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { codeFrame, locatePath, parseLocated, type LocatedDocument, type SourceFile } from './source.ts';

type Issue = core.$ZodIssue;
type Path = (string | number)[];

/** What is wrong, where (a YAML path), and whether the place is a map key rather than its value. */
export interface Finding {
  message: string;
  at: Path;
  key: boolean;
}

/** Schema problems of one parsed file, located in its YAML source. */
export function schemaProblems(file: SourceFile, value: unknown, schema: ZodType): ContentProblem[] {
  const found = schemaFindings(schema, value);
  if (found.length === 0) return [];
  const located = parseLocated(file);
  return found.map((finding) => toProblem(file, located, finding));
}

/** Short one-line texts for the issues of a failed check (messages outside a YAML file). */
export function issueSummary(schema: ZodType, value: unknown): string | undefined {
  const found = schemaFindings(schema, value);
  return found.length ? found.map((finding) => finding.message).join('; ') : undefined;
}

/**
 * Everything `schema` finds wrong with `value`, in words and at a YAML path.
 * `base` is where the value sits in its file (e.g. ["content"] for page copy).
 */
export function schemaFindings(schema: ZodType, value: unknown, base: Path = []): Finding[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.flatMap((issue) => describeIssue(issue, value, base));
}

function toProblem(file: SourceFile, located: LocatedDocument, finding: Finding): ContentProblem {
  const location = locatePath(file, located, finding.at, finding.key);
  return { code: ErrorCodes.schema, message: finding.message, location, frame: codeFrame(file, location) };
}

/**
 * One issue in words a content editor can act on: which value (its dotted
 * path), and what it must be, in the words of JSON Schema validators (the
 * keywords an editor meets in the generated data/schema files), not zod's.
 */
function describeIssue(issue: Issue, root: unknown, base: Path): Finding[] {
  const inValue = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const path = [...base, ...inValue];
  const where = describePath(path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((name) => ({ message: `unknown property "${name}" in ${where}`, at: [...path, name], key: true }));
    case 'invalid_key': {
      const name = `property name "${String(path[path.length - 1])}" in ${describePath(path.slice(0, -1))}`;
      return issue.issues.map((inner) => ({ message: `${name} ${rule(inner)}`, at: path, key: true }));
    }
    case 'invalid_type':
      if (isMissing(root, inValue)) return missing(path);
      break;
    case 'invalid_union': {
      // None of the alternatives fits: say what the closest one (fewest issues) still needs.
      const closest = issue.errors.reduce<Issue[] | undefined>((best, branch) => (!best || branch.length < best.length ? branch : best), undefined);
      if (closest?.length) return closest.flatMap((inner) => describeIssue(inner, valueAt(root, inValue), path));
      break;
    }
  }
  return [{ message: `${where} ${rule(issue)}`, at: path, key: false }];
}

/** What a value must be, e.g. `must match pattern "^/"` (the CMS shows the same words: src/cms/fields.ts). */
export function rule(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${typeName(issue.expected)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? `must match pattern "${patternOf(issue)}"` : `must match format "${formatName(issue.format)}"`;
    case 'too_small':
    case 'too_big':
      return sizeRule(issue);
    default:
      return issue.message;
  }
}

function describePath(path: Path): string {
  return path.length ? path.join('.') : 'the document';
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}

/** A required property that is absent (as opposed to present with the wrong type). */
function isMissing(root: unknown, path: Path): boolean {
  if (path.length === 0) return false;
  const parent = valueAt(root, path.slice(0, -1));
  return typeof parent === 'object' && parent !== null && !Object.hasOwn(parent, path[path.length - 1]);
}

function missing(path: Path): Finding[] {
  const parent = path.slice(0, -1);
  return [{ message: `${describePath(parent)} is missing the required property "${String(path[path.length - 1])}"`, at: parent, key: false }];
}

/** zod's type names in JSON Schema's words. */
function typeName(expected: string): string {
  return ({ int: 'integer', record: 'object' } as Record<string, string>)[expected] ?? expected;
}

function formatName(format: string): string {
  return format === 'url' ? 'uri' : format;
}

/** The regular expression's source, without the slashes zod puts around it. */
function patternOf(issue: core.$ZodIssueInvalidStringFormat): string {
  const pattern = issue.pattern ?? '';
  return pattern.startsWith('/') ? pattern.slice(1, pattern.lastIndexOf('/')).replace(/\\\//g, '/') : pattern;
}

function sizeRule(issue: core.$ZodIssueTooSmall | core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  const unit = { string: 'characters', array: 'items', set: 'items' }[issue.origin as string];
  if (unit) return `must NOT have ${small ? 'fewer' : 'more'} than ${limit} ${unit}`;
  const sign = small ? '>' : '<';
  return `must be ${sign}${issue.inclusive === false ? '' : '='} ${limit}`;
}
