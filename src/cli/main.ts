import { Command, CommanderError } from 'commander';
import { inGithubActions } from '../github-annotations.ts';
import { registerBuild } from './build.ts';
import { registerCheck } from './check.ts';
import { registerConversionReport } from './conversion-report.ts';
import { registerDeploy } from './deploy.ts';
import { registerDev } from './dev.ts';
import { registerLeads } from './leads.ts';
import { registerLint } from './lint.ts';
import { registerReviews } from './reviews.ts';
import { registerServe } from './serve.ts';
import { registerSetup } from './setup.ts';
import { processIO, type CliIO } from './io.ts';
import { ExitCode, reportError } from './report.ts';
import { toolVersion } from './root.ts';

/**
 * The commands and their options. Each command imports its implementation in
 * its action, so a command loads only its own code (`site --version` need not
 * load the build).
 */
export function createProgram(io: CliIO): Command {
  const program = new Command('site')
    .description('Build, check, serve and audit the Basin contractor website')
    .version(toolVersion())
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  registerDev(program, io);
  registerBuild(program, io);
  registerCheck(program, io);
  registerDeploy(program, io);
  registerLeads(program, io);
  registerLint(program, io);
  registerConversionReport(program, io);
  registerReviews(program, io);
  registerServe(program, io);
  registerSetup(program, io);
  for (const command of program.commands) command.exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  return program;
}

/** Runs the CLI and returns the exit code (0 ok, 1 content errors, 2 bad usage). */
export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  try {
    await createProgram(io).parseAsync(argv);
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    return reportError(error, io.stderr, inGithubActions() ? io.stdout : undefined);
  }
}
