// Tests that run a program from outside npm (Java for the Nu Html Checker,
// xmllint for the sitemap XSDs) are skipped where it is missing, and say so
// loudly: in the test's name and as a warning naming what to install.

import { spawnSync } from 'node:child_process';

export interface ExternalTool {
  /** Whether the program runs here. */
  present: boolean;
  /** `title`, or, when the program is missing, `title` with why it is skipped and how to install it. */
  title(title: string): string;
}

/** Checks once that `command args` runs; warns on stderr when it does not. */
export function externalTool(command: string, args: string[], needs: string, install: string): ExternalTool {
  const present = spawnSync(command, args).status === 0;
  const reason = `SKIPPED: ${command} is not installed, and ${needs}; install it: ${install}`;
  if (!present) console.warn(`\n⚠ ${reason}\n`);
  return { present, title: (title) => (present ? title : `${title} (${reason})`) };
}
