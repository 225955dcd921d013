import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import type { SetupIO } from '../deploy/secrets.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

/** `site setup`: the Worker's secrets by prompt (src/deploy/secrets.ts). */
export function registerSetup(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot), ask: SetupIO['ask'] = hiddenAnswer): void {
  program
    .command('setup')
    .description("give the site's Worker its secrets (mail API key, GitHub sign-in app), typed in without being shown and never saved in a file")
    .action(async () => {
      const { setSecrets } = await import('../deploy/secrets.ts');
      await setSecrets(run, { ask, say: (line) => io.stdout(`${line}\n`) });
    });
}

/** One answer from the terminal, the typing not echoed (the question is). */
async function hiddenAnswer(question: string): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: process.stdin.isTTY === true });
  try {
    return await reader.question('');
  } finally {
    reader.close();
    process.stdout.write('\n');
  }
}
