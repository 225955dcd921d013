import path from 'node:path';
import type { Command } from 'commander';
import { ErrorCodes, formatWarning } from '../errors.ts';
import { requireBuiltFolder } from '../output/guard.ts';
import { untilInterrupted } from './interrupt.ts';
import type { CliIO } from './io.ts';
import { ALLOWED_HOST_HELP, collect, resolvePort } from './options.ts';

export function registerServe(program: Command, io: CliIO): void {
  program
    .command('serve')
    .description('serve the built site locally the way Cloudflare serves its static assets (_redirects, _headers, clean URLs)')
    .option('--out <dir>', 'built output folder', 'dist')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '4173')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--allowed-host <name>', ALLOWED_HOST_HELP, collect, [])
    .action(async (opts: { out: string; port: string; host: string; allowedHost: string[] }) => {
      const port = resolvePort(opts.port);
      const { configWarnings, startServer } = await import('../serve/server.ts');
      const dir = path.resolve(opts.out);
      requireBuiltFolder(dir, opts.out);
      for (const w of configWarnings(dir)) {
        const location = { file: path.join(opts.out, w.file), line: w.line, column: 1 };
        io.stderr(formatWarning({ code: ErrorCodes.serveConfig, message: `${w.message}; site serve skips this line`, location }));
      }
      const server = await startServer({ dir, port, host: opts.host, allowedHosts: opts.allowedHost });
      io.stdout(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${server.url}\n`);
      await untilInterrupted();
      await server.close();
    });
}
