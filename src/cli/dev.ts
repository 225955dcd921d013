import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { requireDataFolder } from '../content/load.ts';
import { UsageError } from '../errors.ts';
import { untilInterrupted } from './interrupt.ts';
import type { CliIO } from './io.ts';
import { ALLOWED_HOST_HELP, collect, resolveDate, resolvePort } from './options.ts';
import { projectRoot } from './root.ts';

interface DevFlags {
  data: string;
  port: string;
  host: string;
  allowedHost: string[];
  open?: boolean;
  templates?: string;
  date?: string;
}

export function registerDev(program: Command, io: CliIO): void {
  program
    .command('dev')
    .description('live preview: renders pages on request, reloads the browser when content or templates change')
    .option('--data <dir>', 'content folder', 'data')
    .option('--date <YYYY-MM-DD>', 'build date to preview: what is dated after it is held back (default: SOURCE_DATE_EPOCH or today)')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '4321')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--allowed-host <name>', ALLOWED_HOST_HELP, collect, [])
    .option('--open', 'open the site in the default browser')
    // Tests point this at a copy of templates/ that they may edit.
    .addOption(new Option('--templates <dir>', 'templates folder').hideHelp())
    .action(async (flags: DevFlags) => {
      const port = resolvePort(flags.port);
      const date = resolveDate(flags.date);
      const dataDir = path.resolve(flags.data);
      requireDataFolder(dataDir);
      const templatesDir = flags.templates ? existingFolder('--templates', flags.templates) : undefined;
      // React Fast Refresh needs React's development build in the browser (the server keeps its production build).
      process.env.NODE_ENV = 'development';
      const { startDev } = await import('../dev/server.ts'); // loads Vite only for this command
      const started = performance.now();
      const dev = await startDev({
        root: projectRoot,
        dataDir,
        templatesDir,
        port,
        host: flags.host,
        allowedHosts: flags.allowedHost,
        date,
        log: io.stdout,
      });
      io.stdout(`site dev: ${dev.url} (ready in ${(performance.now() - started).toFixed(0)} ms; Ctrl-C stops)\n`);
      if (flags.open) openBrowser(dev.url);
      await untilInterrupted();
      await dev.close();
    });
}

function existingFolder(flag: string, dir: string): string {
  const full = path.resolve(dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) throw new UsageError(`${flag} ${dir}: no such folder`);
  return full;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}
