import { ContentError, formatProblem, UsageError, type ContentProblem } from '../errors.ts';
import { formatAnnotation } from '../github-annotations.ts';
import { plural } from '../text/plural.ts';

export const ExitCode = { ok: 0, content: 1, usage: 2 } as const;

/** A content problem as a GitHub annotation, so CI shows it on the file and line to fix. */
function problemAnnotation(problem: ContentProblem): string {
  const at = problem.location;
  return formatAnnotation({ level: 'error', title: problem.code, message: problem.message, ...(at && { file: at.file, line: at.line, col: at.column }) });
}

/**
 * The one place that turns a thrown error into output and an exit code.
 * `annotate`, given inside GitHub Actions, also receives content problems as
 * workflow commands (the runner reads them from stdout).
 */
export function reportError(error: unknown, stderr: (text: string) => void, annotate?: (text: string) => void): number {
  if (error instanceof ContentError) {
    stderr(error.problems.map(formatProblem).join('\n'));
    stderr(`\n${plural(error.problems.length, 'problem')} found; nothing was written.\n`);
    annotate?.(error.problems.map(problemAnnotation).join(''));
    return ExitCode.content;
  }
  if (error instanceof UsageError) {
    stderr(`error: ${error.message}\n`);
    return ExitCode.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  stderr(`error: ${message}\n`);
  return ExitCode.content;
}
