#!/usr/bin/env node
// Launcher: runs the TypeScript CLI through tsx, so no compile step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
