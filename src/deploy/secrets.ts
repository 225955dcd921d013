// `site setup`: the Worker's secrets, asked one by one and handed to
// `wrangler secret put` on its standard input: never shown, never written to a
// file, never in wrangler.jsonc. The salt of the client hash is made up here
// the first time (nobody needs to know it).

import type { WranglerRunner } from '../estimates/d1-query.ts';

/** The secrets an owner types in, each with the question that asks for it (an empty answer leaves it as it is). */
export const ASKED_SECRETS = [
  { name: 'MAIL_API_KEY', question: 'Mail API key, for the estimate e-mails (Resend: API Keys → Create API key)' },
  { name: 'GITHUB_CLIENT_ID', question: 'GitHub OAuth app Client ID, for signing in at /admin/' },
  { name: 'GITHUB_CLIENT_SECRET', question: 'GitHub OAuth app client secret' },
  { name: 'DEPLOY_HOOK_URL', question: 'Deploy hook URL, so scheduled posts go live on their day (Settings → Builds → Deploy Hooks; optional)' },
] as const;

/** Salts the hash that counts requests per visitor without keeping addresses. */
const SALT = 'CLIENT_HASH_SALT';

export interface SetupIO {
  /** Asks one question; the answer is typed without being shown. */
  ask(question: string): Promise<string>;
  say(line: string): void;
}

function randomSalt(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function setSecrets(run: WranglerRunner, io: SetupIO, salt: () => string = randomSalt): Promise<void> {
  const put = async (name: string, value: string) => {
    const result = await run(['secret', 'put', name], value);
    if (result.code !== 0) throw new Error(`wrangler secret put ${name} failed (exit ${result.code}):\n${`${result.stderr}\n${result.stdout}`.trim()}`);
    io.say(`${name} is set.`);
  };
  const listed = await run(['secret', 'list', '--format', 'json']);
  const existing = new Set(listed.code === 0 ? (JSON.parse(listed.stdout) as { name: string }[]).map((secret) => secret.name) : []);
  if (!existing.has(SALT)) await put(SALT, salt());
  for (const { name, question } of ASKED_SECRETS) {
    const state = existing.has(name) ? 'set already; Enter keeps it' : 'Enter skips it';
    const value = (await io.ask(`${question} (${state}): `)).trim();
    if (value) await put(name, value);
  }
}
