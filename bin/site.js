#!/usr/bin/env node
// Launcher: runs the TypeScript CLI through tsx, so no compile step is needed.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's production build: the development build renders several times slower.
process.env.NODE_ENV ??= 'production';

// The tool's own tsconfig (JSX settings), whatever folder the command runs in.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
