// The publishing gate itself (`npm run ci:check`, the workflow's gate job), run
// for real on scratch projects: bad content stops it at `site check` with a
// GitHub annotation; a lint error is annotated and the site built, not
// indexable.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GATE_STEPS, runGate } from '../../../scripts/ci-gate.ts';
import { editFile, repoData, runCli } from '../helpers/cli.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const cleanSite = path.join(root, 'test/fixtures/clean-site');
// A fixed "today" (2024-08-09) for the date-dependent lint rules.
const SOURCE_DATE_EPOCH = String(Date.UTC(2024, 7, 9) / 1000);
const projects: string[] = [];

/**
 * A project folder as a site owner has it: a copy of the tool (so `npx site`
 * resolves to it and tsx applies its tsconfig), this checkout's node_modules
 * linked in, and its own copy of a content folder in data/.
 */
async function project(content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-gate-'));
  projects.push(dir);
  for (const entry of ['bin', 'src', 'templates', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await cp(content, path.join(dir, 'data'), { recursive: true, filter: (src) => path.basename(src) !== 'schema' });
  await symlink(path.join(repoData, 'schema'), path.join(dir, 'data/schema'));
  // the fixture names the bundled drawings (site check reports a missing image)
  await cp(path.join(repoData, 'images'), path.join(dir, 'data/images'), { recursive: true });
  return dir;
}

async function gate(dir: string, env: Record<string, string> = {}, steps = GATE_STEPS): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await runGate(
    {
      cwd: dir,
      env: { ...process.env, GITHUB_ACTIONS: 'true', SOURCE_DATE_EPOCH, ...env },
      out: (text) => void (output += text),
    },
    steps,
  );
  return { code, output };
}

afterAll(async () => {
  await Promise.all(projects.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('site check inside GitHub Actions', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('annotates each content error on its file and line, and exits 1', async () => {
    const dir = await project(repoData);
    await editFile(path.join(dir, 'data/towns.yaml'), (t) => t.replace('zipCode: "82414"', 'zipCode: "8241"'));
    const lines = (await readFile(path.join(dir, 'data/towns.yaml'), 'utf8')).split('\n');
    const line = lines.findIndex((l) => l.includes('zipCode: "8241"')) + 1;
    const file = path.relative(process.cwd(), path.join(dir, 'data/towns.yaml'));

    vi.stubEnv('GITHUB_ACTIONS', 'true');
    const inCi = await runCli('check', '--data', path.join(dir, 'data'));
    expect(inCi.code).toBe(1);
    expect(inCi.stdout).toBe(`::error file=${file},line=${line},col=12,title=E-SCHEMA::0.zipCode must match pattern "^[0-9]{5}$"\n`);
    expect(inCi.stderr).toContain(`${file}:${line}:12: error E-SCHEMA`);

    vi.stubEnv('GITHUB_ACTIONS', '');
    const local = await runCli('check', '--data', path.join(dir, 'data'));
    expect(local.code).toBe(1);
    expect(local.stdout).toBe('');
  });
});

describe('the publishing gate', () => {
  it('stops at `site check` on a content error, with the annotation CI shows', async () => {
    const dir = await project(cleanSite);
    await editFile(path.join(dir, 'data/towns.yaml'), (t) => t.replace(/zipCode: "\d{5}"/, 'zipCode: "8241"'));
    const { code, output } = await gate(dir);
    expect(code).toBe(1);
    expect(output).toMatch(/^::error file=data\/towns\.yaml,line=\d+,col=\d+,title=E-SCHEMA::.*zipCode must match pattern/m);
    expect(output).toContain('CI would FAIL at "Check the content"');
    expect(output).toContain('Audit the content for code scanning: not run');
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  }, 60_000);

  it('passes on a lint error and builds the site not indexable, after writing the SARIF file CI uploads', async () => {
    const dir = await project(cleanSite);
    await editFile(path.join(dir, 'data/pages/contact.yaml'), (t) => t.replace('Call (307) 555-0142', 'Call (555) 123-4567'));
    const { code, output } = await gate(dir);
    expect(code).toBe(0);
    expect(output).toMatch(/^::error file=data\/pages\/contact\.yaml,line=\d+,col=\d+,title=phone\/placeholder::/m);
    expect(output).toMatch(/^Not indexable yet: the content has 1 lint error\./m);
    expect(output).toContain('CI would PASS');
    const sarif = JSON.parse(await readFile(path.join(dir, 'lint.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toContain('phone/placeholder');
    expect(await readFile(path.join(dir, 'dist/_headers'), 'utf8')).toMatch(/^\/\*\n {2}X-Robots-Tag: noindex\n/);
  }, 60_000);

  it("builds the bundled content (it keeps the original site's inconsistencies) not indexable, and says why", async () => {
    const { code, output } = await gate(await project(repoData));
    expect(code).toBe(0);
    expect(output).toMatch(/^Not indexable yet: the content has [1-9]\d* lint errors\./m);
  }, 60_000);
});
