// A pause point for tests of interrupted builds, and nothing else. With
// SITE_TEST_PAUSE=<stage>:<file> in the environment, a build that reaches
// <stage> writes its process id to <file> and stops itself (SIGSTOP), so a
// test can kill it there (kill -9), interrupt it (SIGINT, then SIGCONT) or
// start a second build into the same folder while it is stopped
// (test/unit/build/interrupted.test.ts). Without the variable, which nothing
// but those tests sets, it does nothing.

import { writeFileSync } from 'node:fs';

/**
 * The moments a test can stop a build at: before its staging folder exists,
 * with some pages written, and publishing: before its first move, halfway,
 * after its last.
 */
export type PauseStage = 'staging' | 'rendering' | 'publishing-start' | 'publishing' | 'publishing-end';

export function pauseForTest(stage: PauseStage): void {
  const setting = process.env.SITE_TEST_PAUSE;
  if (!setting?.startsWith(`${stage}:`)) return;
  writeFileSync(setting.slice(stage.length + 1), String(process.pid));
  process.kill(process.pid, 'SIGSTOP');
}
