// The browser CMS at /admin/ against GitHub, as in production, on a phone
// (Chromium at 390×844, touch, a phone's user agent). The CMS runs at the
// site's own address, answered by `site serve` with the built site, so it
// reads its production config.yml (the GitHub backend, sign-in at the site's
// /api/auth, the editorial workflow) under its production headers. GitHub is
// faked in memory (test/support/fake-github.ts, seeded with the repository's
// data/), and /api/auth runs the site's own sign-in (src/edge/sign-in.ts,
// which the Worker answers in production and `site serve`, a static server,
// does not) against it. The owner signs in
// through the popup, then does each everyday task as docs/cms.md tells it:
// Save (a pull request), Send for Review, Ready, Publish Entry (merged). The
// test reads what the merge put on `main`, and builds the site from it.

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import sharp from 'sharp';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { finishSignIn, startSignIn, type SignInEnv } from '../../src/edge/sign-in.ts';
import { makePhoto } from '../fixtures/photos/make-photo.ts';
import { FakeGitHub, type FakeResponse } from '../support/fake-github.ts';
import { buildSite, serveSite } from '../support/site-serve.ts';
import { choose, expandList, field, fill, fillList, PHONE, watchProblems } from './cms-form.ts';
import { BASE_URL_ENV, BUILD_DATE, ROOT } from './paths.ts';

test.describe.configure({ mode: 'serial' });
// the CMS is a large application and the towns entry thousands of fields
test.setTimeout(120_000);

/** The repository data/site.yaml names, and where its content lies in it. */
const REPO = 'basin-peak/website';
const DATA = 'data';

let github: FakeGitHub;
let context: BrowserContext;
let page: Page;
let problems: string[];

/** Where the CMS runs, as in production: the site's address (siteUrl in data/site.yaml), answered by `site serve`. */
const SITE = 'https://www.basinpeak.example';

/** The same address on `site serve`. */
function served(url: string): string {
  const { pathname, search } = new URL(url);
  return `${process.env[BASE_URL_ENV]}${pathname}${search}`;
}

/** The repository's data/ as the fake's first commit: every file under its path in the repository. */
async function repositoryFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const dir = path.join(ROOT, DATA);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(`${DATA}/${path.relative(dir, full).split(path.sep).join('/')}`, await readFile(full));
  }
  return files;
}

async function fulfil(route: Route, answer: FakeResponse): Promise<void> {
  await route.fulfill({
    status: answer.status,
    contentType: answer.contentType,
    body: answer.body,
    headers: { 'access-control-allow-origin': '*' },
  });
}

/** What the sign-in gets in the Worker on Cloudflare: its secrets, the site's files, GitHub (the fake, through `fetcher`). */
const signInEnv: SignInEnv = {
  GITHUB_CLIENT_ID: 'test-client',
  GITHUB_CLIENT_SECRET: 'test-secret',
  ASSETS: { fetch: (request) => fetch(served(typeof request === 'string' ? request : request.url)) },
};

/** The fake GitHub as the sign-in function's `fetch`. */
const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
  const answer = github.answer({
    method: init?.method ?? 'GET',
    url: String(input),
    authorization: new Headers(init?.headers).get('authorization') ?? undefined,
    body: typeof init?.body === 'string' ? init.body : undefined,
  });
  return new Response(answer.status === 204 ? null : new Uint8Array(Buffer.from(answer.body)), {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });
}) as typeof fetch;

/** /api/auth and its callback, answered by the site's sign-in as the Worker runs it (src/edge/worker.ts). */
async function signInFunction(route: Route): Promise<void> {
  const request = route.request();
  const headers = await request.allHeaders();
  const asked = new Request(request.url(), { headers: headers.cookie ? { cookie: headers.cookie } : {} });
  const answer = new URL(request.url()).pathname.endsWith('/callback') ? await finishSignIn(asked, signInEnv, fetcher) : await startSignIn(asked, signInEnv);
  await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() });
}

/** The request, sent to `site serve` as a request of its own pages (it answers no other origin's). */
async function fromSite(route: Route) {
  const { origin: _, ...headers } = await route.request().allHeaders();
  return route.fetch({ url: served(route.request().url()), headers });
}

/** The site's address answered by `site serve`: the built site with its production headers. */
async function builtSite(route: Route): Promise<void> {
  await route.fulfill({ response: await fromSite(route) });
}

test.beforeAll(async ({ browser }) => {
  github = new FakeGitHub({
    repo: REPO,
    branch: 'main',
    clientSecret: signInEnv.GITHUB_CLIENT_SECRET!,
    token: 'gho_fake_owner',
    files: await repositoryFiles(),
  });
  context = await browser.newContext(PHONE);
  await context.route(/^https:\/\/(api\.)?github\.com\//, async (route) => {
    const request = route.request();
    await fulfil(
      route,
      github.answer({
        method: request.method(),
        url: request.url(),
        authorization: (await request.headerValue('authorization')) ?? undefined,
        body: request.postData() ?? undefined,
      }),
    );
  });
  // the last route added that matches answers first
  await context.route(`${SITE}/**`, builtSite);
  await context.route(`${SITE}/api/auth**`, signInFunction);
  // no backups of drafts: reopened after Send for Review, an entry would offer, some of the time, to restore what was just saved
  await context.addInitScript(() => {
    if (!localStorage.getItem('sveltia-cms.prefs')) localStorage.setItem('sveltia-cms.prefs', JSON.stringify({ useDraftBackup: false }));
  });
  page = await context.newPage();
  problems = watchProblems(page);
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(() => {
  expect(github.unknown, 'requests the fake GitHub does not answer').toEqual([]);
  expect(problems).toEqual([]);
});

/** A file of the branch's head, parsed. */
function committed(file: string): unknown {
  return load(github.file(`${DATA}/${file}`)!.toString('utf8'));
}

/** Opens /admin/ (signed in already), then the collection and entry named. */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto(`${SITE}/admin/`);
  await page.getByRole('treeitem', { name: collection }).tap();
  await page.getByRole('row', { name: entry }).first().tap();
}

/**
 * The editorial workflow, as docs/cms.md tells the owner: Save (a draft: a
 * branch and its pull request), Send for Review, then the entry again:
 * status Ready, Publish Entry (the pull request merged). Returns the paths
 * under data/ that the merge changed on the published branch.
 */
async function saveAndPublish(): Promise<string[]> {
  const published = github.log().length;
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  const review = page.getByRole('alertdialog', { name: 'Send for Review' });
  await review.getByRole('button', { name: 'Send for Review' }).tap();
  await expect(review).toBeHidden();
  expect(github.log().length, 'a draft is not published').toBe(published);
  const pull = github.pulls.at(-1)!;
  // the entry and its uploads, one commit on the pull request's branch
  expect(github.log(pull.head)).toHaveLength(published + 1);
  await expect.poll(() => pull.labels).toEqual(['sveltia-cms/pending_review']);
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'In Review' }) })
    .first()
    .tap();
  // a status picked while the editor is still settling is sometimes not taken: pick it again, as a person would
  await expect(async () => {
    const ready = page.getByRole('menuitemradio', { name: 'Ready' });
    if (!(await ready.isVisible())) await page.getByRole('button', { name: /^Status:/ }).tap();
    await ready.tap({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: /^Status:\W*Ready/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => pull.labels).toEqual(['sveltia-cms/pending_publish']);
  await page.getByRole('button', { name: 'Publish Entry' }).tap();
  await page.getByRole('alertdialog', { name: 'Publish Entry' }).getByRole('button', { name: 'Publish' }).tap();
  await expect.poll(() => pull.state, { timeout: 15_000 }).toBe('merged');
  expect(github.log().length).toBe(published + 1);
  return github
    .head()
    .changed.map((file) => path.posix.relative(DATA, file))
    .sort();
}

test("the owner signs in with GitHub through the site's /api/auth; the CMS lists the collections", async () => {
  await page.goto(`${SITE}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign In with\W*GitHub/ }).tap();
  // GitHub's consent page, in the popup the CMS opened at /api/auth
  const consent = await popup;
  await consent.getByRole('button', { name: 'Authorize' }).tap();
  await consent.waitForEvent('close');
  await expect(page.getByRole('treeitem', { name: 'Company & contact' })).toBeVisible({ timeout: 30_000 });
});

test('the owner changes the main phone number and publishes it: site.yaml on main', async () => {
  await openEntry('Company & contact', 'Company & contact');
  await fill(page, 'phones.main.display', '(307) 555-0199');
  await fill(page, 'phones.main.tel', '+13075550199');
  expect(await saveAndPublish()).toEqual(['site.yaml']);
  expect(committed('site.yaml')).toMatchObject({ phones: { main: { display: '(307) 555-0199', tel: '+13075550199' } } });
  expect(github.file(`${DATA}/site.yaml`)!.toString('utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/site.schema.json');
});

test('the owner changes the Saturday hours', async () => {
  await openEntry('Company & contact', 'Company & contact');
  await expandList(page, 'hours');
  await fill(page, 'hours.1.value', '8:00 AM - 2:00 PM');
  expect(await saveAndPublish()).toEqual(['site.yaml']);
  expect((committed('site.yaml') as { hours: unknown[] }).hours[1]).toEqual({ label: 'Saturday', value: '8:00 AM - 2:00 PM' });
});

test('the owner adds a town', async () => {
  await openEntry('Towns', 'Towns');
  await page
    .getByRole('button', { name: /^Add\W*Towns/ })
    .last()
    .tap();
  const count = (committed('towns.yaml') as unknown[]).length;
  const town = `items.${count}`;
  await fill(page, `${town}.name`, 'Byron');
  await fill(page, `${town}.slug`, 'byron');
  await choose(page, `${town}.kind`, 'plumbing');
  await fill(page, `${town}.description`, 'Plumbing and heating service for Byron homes and farms between Lovell and Powell.');
  await choose(page, `${town}.county`, 'Big Horn');
  await fill(page, `${town}.zipCode`, '82412');
  await fill(page, `${town}.coordinates.lat`, '44.7966');
  await fill(page, `${town}.coordinates.lng`, '-108.5057');
  await choose(page, `${town}.region`, 'bighorn-basin');
  await fill(page, `${town}.map.top`, '28');
  await fill(page, `${town}.map.left`, '45');
  await fillList(page, `${town}.keyFeatures`, ['Small-town service calls', 'Farm and shop plumbing']);
  await fillList(page, `${town}.localLandmarks`, ['Byron town park', 'Shoshone River']);
  await fillList(page, `${town}.serviceHighlights`, ['Well pump and pressure tank service', 'Furnace tune-ups']);
  expect(await saveAndPublish()).toEqual(['towns.yaml']);
  const towns = committed('towns.yaml') as unknown[];
  expect(towns).toHaveLength(count + 1);
  expect(towns.at(-1)).toMatchObject({
    name: 'Byron',
    slug: 'byron',
    kind: 'plumbing',
    county: 'Big Horn',
    zipCode: '82412',
    coordinates: { lat: 44.7966, lng: -108.5057 },
  });
});

test("the owner edits a service's description", async () => {
  const description = 'Yearly backflow testing with the certificate filed for you, plus repair of RPZ and double-check assemblies across the Big Horn Basin.';
  await openEntry('Services', 'Backflow Testing (RPZ)');
  await fill(page, 'description', description);
  expect(await saveAndPublish()).toEqual(['services/backflow-testing-rpz.yaml']);
  expect(committed('services/backflow-testing-rpz.yaml')).toMatchObject({ description });
});

test('the owner adds a gallery project with a photo and its alt text: the photo and the entry published together', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-cms-github-'));
  const photo = path.join(scratch, 'byron-boiler.jpg');
  await makePhoto(photo, { width: 2000, height: 1500, orientation: 6 });
  await openEntry('Gallery', 'Gallery');
  await page
    .getByRole('button', { name: /^Add\W*Gallery/ })
    .last()
    .tap();
  const project = `items.${(committed('gallery.yaml') as unknown[]).length}`;
  await fill(page, `${project}.id`, '99');
  await fill(page, `${project}.title`, 'Boiler replacement in Byron');
  await choose(page, `${project}.category`, 'residential');
  await choose(page, `${project}.type`, 'installation');
  await (await field(page, `${project}.image`)).count();
  await page.locator(`[data-key-path="${project}.image"] input[type="file"]`).first().setInputFiles(photo);
  await expect(page.getByText(/Processing a file/)).toBeHidden({ timeout: 60_000 });
  await fill(page, `${project}.alt`, 'New high-efficiency boiler mounted on a basement wall');
  await fill(page, `${project}.description`, 'Old cast-iron boiler out, a high-efficiency boiler in, in one day.');
  await fill(page, `${project}.location`, 'Byron');
  expect(await saveAndPublish()).toEqual(['gallery.yaml', 'images/uploads/byron-boiler.webp']);
  expect((committed('gallery.yaml') as unknown[]).at(-1)).toEqual({
    id: 99,
    title: 'Boiler replacement in Byron',
    category: 'residential',
    type: 'installation',
    image: '/images/uploads/byron-boiler.webp',
    alt: 'New high-efficiency boiler mounted on a basement wall',
    description: 'Old cast-iron boiler out, a high-efficiency boiler in, in one day.',
    location: 'Byron',
  });
  const uploaded = await sharp(github.file(`${DATA}/images/uploads/byron-boiler.webp`)).metadata();
  expect({ format: uploaded.format, width: uploaded.width, height: uploaded.height, exif: uploaded.exif }).toEqual({
    format: 'webp',
    width: 1200,
    height: 1600,
    exif: undefined,
  });
  await rm(scratch, { recursive: true, force: true });
});

test('a file over the size GitHub takes is refused before anything is committed', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-cms-github-'));
  // a drawing: the CMS resizes photos, not SVG, so this one stays over the limit
  const drawing = path.join(scratch, 'site-plan.svg');
  await writeFile(drawing, `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- ${'x'.repeat(21 * 1024 * 1024)} --></svg>`);
  const before = { commits: github.log().length, pulls: github.pulls.length };
  await openEntry('Gallery', 'Gallery');
  await page
    .getByRole('button', { name: /^Add\W*Gallery/ })
    .last()
    .tap();
  const image = `items.${(committed('gallery.yaml') as unknown[]).length}.image`;
  await (await field(page, image)).count();
  await page.locator(`[data-key-path="${image}"] input[type="file"]`).first().setInputFiles(drawing);
  await expect(page.getByText(/cannot be uploaded because it exceeds the maximum size of\W*20\W*MB/)).toBeVisible({ timeout: 30_000 });
  expect({ commits: github.log().length, pulls: github.pulls.length }).toEqual(before);
  await rm(scratch, { recursive: true, force: true });
});

test('the site built from the committed data shows every change', async ({ request }) => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-cms-github-build-'));
  try {
    for (const [file, bytes] of github.files()) {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), bytes);
    }
    buildSite(path.join(scratch, 'out'), BUILD_DATE, path.join(scratch, DATA));
    const served = await serveSite(path.join(scratch, 'out'));
    try {
      const text = async (route: string) => (await request.get(`${served.url}${route}`)).text();
      expect(await text('/contact')).toContain('(307) 555-0199');
      expect(await text('/contact')).toContain('8:00 AM - 2:00 PM');
      expect((await request.get(`${served.url}/byron`)).status()).toBe(200);
      expect(await text('/services/backflow-testing-rpz')).toContain('Yearly backflow testing with the certificate filed for you');
      expect(await text('/gallery')).toContain('New high-efficiency boiler mounted on a basement wall');
    } finally {
      await served.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
