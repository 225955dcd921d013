import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { startDev, type RunningDev } from '../../../src/dev/server.ts';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2026-01-15';

async function build(data: string): Promise<Record<string, string>> {
  const out = path.join(await scratchDir('site-out'), 'dist');
  const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);
  expect(result.code).toBe(0);
  return snapshotFolder(out);
}

describe('site dev', () => {
  let data: string;
  let dev: RunningDev;
  let before: Record<string, string>;
  let dataBefore: Record<string, string>;

  beforeAll(async () => {
    data = await copyOfData();
    before = await build(data);
    dataBefore = await snapshotFolder(data);
    dev = await startDev({ root: projectRoot, dataDir: data, port: 0, host: '127.0.0.1', date: DATE, log: () => undefined });
  }, 120_000);

  afterAll(async () => {
    await dev?.close();
  });

  it('serves pages rendered on request with the dev tags and the site headers', async () => {
    const response = await fetch(`${dev.url}/cody`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';.*connect-src 'self'[^;]* ws:\/\/127\.0\.0\.1:\d+/);
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/__vite/src/dev/client/live.ts"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/); // no inline script
    expect((await fetch(`${dev.url}/cody/commercial`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${dev.url}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${dev.url}/__vite/src/dev/client/live.ts`)).headers.get('content-type')).toMatch(/javascript/);
  }, 60_000);

  it('reloads content after an edit, re-rendering only what is asked for', async () => {
    const updated = new Promise((resolve) => dev.events.once('update', resolve));
    await editFile(path.join(data, 'towns.yaml'), (text) => text.replace('Our home base at the east gate', 'Home base at the east gate'));
    await updated;
    expect(await (await fetch(`${dev.url}/cody`)).text()).toContain('Home base at the east gate');
    await editFile(path.join(data, 'towns.yaml'), (text) => text.replace('Home base at the east gate', 'Our home base at the east gate'));
    await new Promise((resolve) => dev.events.once('update', resolve));
  }, 60_000);

  it('previews a post dated after the build date at its address, with a note, and leaves it out of lists and sitemaps', async () => {
    const post = 'prevent-frozen-pipes-wyoming-winter';
    const blog = path.join(data, 'blog.yaml');
    let updated = new Promise((resolve) => dev.events.once('update', resolve));
    await editFile(blog, (text) => text.replace('publishDate: "2024-08-05"', 'publishDate: "2026-02-01"'));
    await updated;
    const page = await fetch(`${dev.url}/blog/${post}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(
      /<p class="site-dev-held" role="note"><strong>Not published yet\.<\/strong> This blog post is dated 2026-02-01, after the build date 2026-01-15/,
    );
    expect(await (await fetch(`${dev.url}/blog/flush-your-water-heater`)).text()).not.toContain('site-dev-held');
    for (const list of ['/blog', '/', '/sitemap-main.xml']) expect(await (await fetch(`${dev.url}${list}`)).text(), list).not.toContain(post);
    updated = new Promise((resolve) => dev.events.once('update', resolve));
    await editFile(blog, (text) => text.replace('publishDate: "2026-02-01"', 'publishDate: "2024-08-05"'));
    await updated;
    expect(await (await fetch(`${dev.url}/blog`)).text()).toContain(post);
  }, 60_000);

  it('writes nothing into the data folder, and `site build` output is byte-identical with no live-reload code', async () => {
    await dev.close();
    expect(await snapshotFolder(data)).toEqual(dataBefore);
    const after = await build(data);
    expect(after).toEqual(before);
    for (const [file, base64] of Object.entries(after)) {
      expect(Buffer.from(base64, 'base64').toString('latin1'), file).not.toMatch(/__vite|site-dev|site:hello|@react-refresh/);
    }
  }, 120_000);
});

describe('site dev options', () => {
  it('a port in use is a usage error (exit 2)', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await runCli('dev', '--port', String(port));
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is in use`));
    } finally {
      blocker.close();
    }
  });

  it('a missing data folder is a usage error', async () => {
    const result = await runCli('dev', '--data', path.join(tmpdir(), 'no-such-data-folder'), '--port', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/data folder ".*no-such-data-folder" does not exist/);
  });
});
