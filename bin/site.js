#!/usr/bin/env node
// Launcher: runs the TypeScript CLI through tsx, so no compile step is needed.
import { register } from 'tsx/esm/api';

// React's production build: the development build renders several times slower.
process.env.NODE_ENV ??= 'production';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
