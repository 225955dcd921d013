// `site setup` with a stand-in for wrangler: each answer reaches `wrangler
// secret put` on its standard input (never in its arguments, never in a
// file), an empty answer sets nothing, the salt is made up once.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerSetup } from '../../../src/cli/setup.ts';
import type { WranglerRunner } from '../../../src/estimates/d1-query.ts';

async function setup(answers: string[], existing: string[] = []) {
  const calls: { args: string[]; input?: string }[] = [];
  const run: WranglerRunner = async (args, input) => {
    calls.push({ args, input });
    if (args[1] === 'list') return { code: 0, stdout: JSON.stringify(existing.map((name) => ({ name, type: 'secret_text' }))), stderr: '' };
    return { code: 0, stdout: '', stderr: '' };
  };
  const questions: string[] = [];
  let stdout = '';
  const program = new Command('site').exitOverride();
  registerSetup(program, { stdout: (t) => void (stdout += t), stderr: () => undefined }, run, async (question) => {
    questions.push(question);
    return answers.shift() ?? '';
  });
  await program.parseAsync(['node', 'site', 'setup']);
  return { calls, questions, stdout };
}

describe('site setup', () => {
  it('hands each answer to wrangler secret put on its standard input, and makes up the salt', async () => {
    const { calls, questions, stdout } = await setup(['re_test_key', 'Iv1.client', ' shh-secret ', 'https://api.cloudflare.example/hooks/abc']);
    expect(questions.map((q) => q.split(' (')[0])).toEqual([
      'Mail API key, for the estimate e-mails',
      'GitHub OAuth app Client ID, for signing in at /admin/',
      'GitHub OAuth app client secret',
      'Deploy hook URL, so scheduled posts go live on their day',
    ]);
    const puts = calls.filter((c) => c.args[1] === 'put');
    expect(puts.map((c) => c.args)).toEqual([
      ['secret', 'put', 'CLIENT_HASH_SALT'],
      ['secret', 'put', 'MAIL_API_KEY'],
      ['secret', 'put', 'GITHUB_CLIENT_ID'],
      ['secret', 'put', 'GITHUB_CLIENT_SECRET'],
      ['secret', 'put', 'DEPLOY_HOOK_URL'],
    ]);
    expect(puts.map((c) => c.input)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      're_test_key',
      'Iv1.client',
      'shh-secret',
      'https://api.cloudflare.example/hooks/abc',
    ]);
    expect(stdout).not.toMatch(/re_test_key|shh-secret/);
  });

  it('leaves a secret as it is on an empty answer, and the salt once it exists', async () => {
    const { calls, questions } = await setup(['', 'Iv1.client', ''], ['CLIENT_HASH_SALT', 'MAIL_API_KEY']);
    expect(calls.filter((c) => c.args[1] === 'put').map((c) => c.args[2])).toEqual(['GITHUB_CLIENT_ID']);
    expect(questions[0]).toContain('set already; Enter keeps it');
    expect(questions[1]).toContain('Enter skips it');
  });
});
