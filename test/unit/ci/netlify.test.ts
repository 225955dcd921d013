// netlify.toml: Netlify's own CI runs the same gate as the GitHub workflow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATE_STEPS } from '../../../scripts/ci-gate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const toml = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
const setting = (key: string) =>
  toml
    .match(new RegExp(`^\\s*${key} = (?:'([^']*)'|"([^"]*)")$`, 'm'))
    ?.slice(1)
    .find((v) => v !== undefined);

describe('netlify.toml', () => {
  it('builds with the gate: check, lint (text report for the deploy log, never stopping it), build', () => {
    const run = (id: string) => GATE_STEPS.find((s) => s.id === id)?.run ?? '';
    const lintAsText = run('lint').replace(' --format github', '');
    expect(lintAsText).not.toBe(run('lint'));
    // grouped, so that its `||` cannot let the build run after a failed check
    expect(setting('command')).toBe([run('check'), `{ ${lintAsText}; }`, run('build')].join(' && '));
    expect(setting('publish')).toBe('dist');
  });

  it("uses the major version of the project's Node", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(setting('NODE_VERSION')).toBe(pkg.devDependencies.node.match(/\d+/)[0]);
  });
});
