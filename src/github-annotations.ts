// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`):
// the runner turns each such output line into an annotation on the file and
// line it names, shown on the pull request's changed files and the run summary.
// Used by `site lint --format github` and by every command's content errors
// when it runs inside GitHub Actions.

export type AnnotationLevel = 'error' | 'warning' | 'notice';

interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  /** Repository-relative path; without it the annotation belongs to the run, not a file. */
  file?: string;
  line?: number;
  col?: number;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow-command line (with its newline). */
export function formatAnnotation(a: Annotation): string {
  const props = [
    ...(a.file === undefined ? [] : [`file=${escapeProperty(a.file)}`]),
    ...(a.line === undefined ? [] : [`line=${a.line}`]),
    ...(a.col === undefined ? [] : [`col=${a.col}`]),
    `title=${escapeProperty(a.title)}`,
  ];
  return `::${a.level} ${props.join(',')}::${escapeData(a.message)}\n`;
}

/** GitHub sets GITHUB_ACTIONS=true in every step of a workflow run. */
export function inGithubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}
