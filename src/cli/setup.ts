import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import type { SetupIO } from '../deploy/secrets.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

/** `site setup`: the Worker's secrets by prompt (src/deploy/secrets.ts); `ask` stands in for the terminal in tests. */
export function registerSetup(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot), ask?: SetupIO['ask']): void {
  program
    .command('setup')
    .description("give the site's Worker its secrets (mail API key, GitHub sign-in app), typed in without being shown and never saved in a file")
    .action(async () => {
      const { setSecrets } = await import('../deploy/secrets.ts');
      const terminal = ask ? undefined : hiddenTerminal();
      try {
        await setSecrets(run, { ask: ask ?? terminal!.ask, say: (line) => io.stdout(`${line}\n`) });
      } finally {
        terminal?.close();
      }
    });
}

/** Questions on the terminal whose answers are typed without being echoed; answers piped in are taken line by line, none lost. */
function hiddenTerminal(): { ask: SetupIO['ask']; close(): void } {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: process.stdin.isTTY === true });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let ended = false;
  reader.on('line', (line) => (waiting.length > 0 ? waiting.shift()!(line) : lines.push(line)));
  reader.on('close', () => {
    ended = true;
    for (const answer of waiting.splice(0)) answer('');
  });
  return {
    async ask(question) {
      process.stdout.write(question);
      const answer = lines.length > 0 || ended ? (lines.shift() ?? '') : await new Promise<string>((resolve) => waiting.push(resolve));
      process.stdout.write('\n');
      return answer;
    },
    close: () => reader.close(),
  };
}
