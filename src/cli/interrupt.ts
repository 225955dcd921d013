/** Resolves on Ctrl-C (SIGINT) or SIGTERM, so a long-running command can close what it opened. */
export function untilInterrupted(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * Until the returned function is called, Ctrl-C (SIGINT) or SIGTERM runs
 * `undo` (synchronous), says on stderr the line it returns (what it did) and
 * ends the process with the signal's exit status (130, 143), as a shell
 * expects. A command that leaves files behind when killed half way (site
 * build's staging folder) undoes them first; the default action would end
 * the process without a word.
 */
export function exitOnInterrupt(undo: () => string, stderr: (text: string) => void): () => void {
  const signals = { SIGINT: 130, SIGTERM: 143 } as const;
  const stop = (signal: keyof typeof signals) => {
    try {
      stderr(`${undo()}\n`);
    } finally {
      process.exit(signals[signal]);
    }
  };
  for (const signal of Object.keys(signals) as (keyof typeof signals)[]) process.once(signal, stop);
  return () => {
    for (const signal of Object.keys(signals)) process.off(signal, stop);
  };
}
