import { ContentError, UsageError, type ContentProblem } from '../errors.ts';

export const ExitCode = { ok: 0, content: 1, usage: 2 } as const;

export function formatProblem(problem: ContentProblem): string {
  const where = problem.location ? `${problem.location.file}:${problem.location.line}:${problem.location.column}: ` : '';
  const head = `${where}error ${problem.code}: ${problem.message}`;
  return problem.frame ? `${head}\n${problem.frame}\n` : `${head}\n`;
}

/** The one place that turns a thrown error into output and an exit code. */
export function reportError(error: unknown, stderr: (text: string) => void): number {
  if (error instanceof ContentError) {
    stderr(error.problems.map(formatProblem).join('\n'));
    stderr(`\n${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} found; nothing was written.\n`);
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
