#!/usr/bin/env node
// Launcher: runs the TypeScript CLI with no compile step (src/typescript-hooks.js).
import module from 'node:module';

limitMallocArenas();

// React's production build: the development build renders several times slower.
process.env.NODE_ENV ??= 'production';

if (typeof module.registerHooks !== 'function') {
  // the TypeScript hooks need node:module's synchronous hooks
  process.stderr.write(`error: site needs Node.js 22.15 or newer; this is ${process.version}\n`);
  process.exitCode = 1;
} else {
  await import('../src/typescript-hooks.js');
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv);
}

/**
 * A build renders pages on several threads, and glibc's malloc gives each
 * thread that allocates an arena of its own (up to eight per core), which
 * keeps what it grew (the peak RSS of `BENCH_50K=1 npm run bench` shows it);
 * two arenas cost no build time. glibc reads MALLOC_ARENA_MAX only as
 * a process starts, so a build starts again with it set, in the same process
 * (execve: same process id, signals and exit code), before anything is
 * loaded. Other C libraries ignore the variable; a Node without
 * process.execve, or a MALLOC_ARENA_MAX already set, leaves things as they are.
 */
function limitMallocArenas() {
  if (process.platform !== 'linux' || process.argv[2] !== 'build' || process.env.MALLOC_ARENA_MAX || typeof process.execve !== 'function') return;
  const args = [...process.execArgv, ...process.argv.slice(1)];
  try {
    process.execve(process.execPath, [process.execPath, ...args], { ...process.env, MALLOC_ARENA_MAX: '2' });
  } catch {
    // newer Nodes throw when execve(2) fails (a sandbox that forbids it): build as things are
  }
}
