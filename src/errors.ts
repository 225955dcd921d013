// Errors as data: each problem the tool reports has a stable code, a
// location in the content and a message that says what to do.

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export interface ContentProblem {
  code: string;
  message: string;
  location?: SourceLocation;
  /** Short code frame around the location, when the source is known. */
  frame?: string;
}

/** Thrown by library code when content cannot be used; the CLI prints it. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(`${problems.length} content problem(s)`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Thrown for bad command-line usage (exit code 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const ErrorCodes = {
  yamlSyntax: 'E-YAML-SYNTAX',
  schema: 'E-SCHEMA',
  duplicate: 'E-DUPLICATE',
  reference: 'E-REFERENCE',
  missingFile: 'E-MISSING-FILE',
  template: 'E-TEMPLATE',
  unsafeValue: 'E-UNSAFE-VALUE',
  encoding: 'E-ENCODING',
  link: 'E-LINK',
  imageAlt: 'E-IMAGE-ALT',
  imageTooSmall: 'W-IMAGE-TOO-SMALL',
  imageUnreadable: 'E-IMAGE-UNREADABLE',
  serveConfig: 'W-SERVE-CONFIG',
  outputClash: 'E-OUTPUT-CLASH',
  notAFile: 'E-NOT-A-FILE',
  imageDamaged: 'E-IMAGE-DAMAGED',
  imageDamagedUnused: 'W-IMAGE-DAMAGED',
  futureDate: 'E-FUTURE-DATE',
} as const;

/** A problem as the commands print it: `file:line:col: error code: message`, then its code frame. */
export function formatProblem(problem: ContentProblem): string {
  return formatLabelled(problem, 'error');
}

/** A problem that does not stop the command (e.g. `site build` and forms/no-delivery). */
export function formatWarning(problem: ContentProblem): string {
  return formatLabelled(problem, 'warning');
}

function formatLabelled(problem: ContentProblem, label: 'error' | 'warning'): string {
  const where = problem.location ? `${problem.location.file}:${problem.location.line}:${problem.location.column}: ` : '';
  const head = `${where}${label} ${problem.code}: ${problem.message}`;
  return problem.frame ? `${head}\n${problem.frame}\n` : `${head}\n`;
}
