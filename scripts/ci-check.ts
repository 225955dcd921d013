// `npm run ci:check`: runs the publishing gate of .github/workflows/publish.yml
// on this checkout, so an owner sees what CI will say before pushing.
import path from 'node:path';
import { runGate } from './ci-gate.ts';

const root = path.resolve(import.meta.dirname, '..');

// GITHUB_ACTIONS=true: the commands print the same annotations as in CI.
process.exitCode = await runGate({
  cwd: root,
  env: { ...process.env, GITHUB_ACTIONS: 'true' },
  out: (text) => process.stdout.write(text),
});
