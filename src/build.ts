import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import fg from 'fast-glob';
import { deliveryProblems } from './content/delivery-problems.ts';
import { guessTownCount } from './content/load.ts';
import { defaultParseCacheDir, openParseCache } from './content/parse-cache.ts';
import { codeVersion } from './code-version.ts';
import { ContentError, type ContentProblem } from './errors.ts';
import { loadSite } from './load-site.ts';
import { fitHeapGrowth, largeSite, limitHeapGrowthForTowns } from './heap-growth.ts';
import { withFormSimulation } from './model/form-delivery.ts';
import type { Content } from './content/types.ts';
import { bundleClient, type ClientManifest } from './islands/bundle.ts';
import { defaultImageCacheDir } from './images/cache.ts';
import { imageProblems } from './images/checks.ts';
import { buildImages } from './images/pipeline.ts';
import { imageUses, isRaster } from './images/references.ts';
import { drawSocialCards, restoreSocialCards, type RestoredCards } from './images/social-cards.tsx';
import { NO_IMAGES, type ImageSet } from './images/types.ts';
import { guardOutputFolder, type OutputGuardOptions } from './output/guard.ts';
import { writeBuildManifest, type FolderTotals } from './output/manifest.ts';
import { printHeaders } from './output/headers.ts';
import { carryOver, keepsFile, pageHashes, readPageHashes, writePageHashes, type PageHashes } from './output/incremental.ts';
import { publishInPlace } from './output/update.ts';
import { printRedirects } from './output/redirects.ts';
import { printSitemap } from './output/sitemaps.ts';
import { copyFolder, createStaging, discardStaging, fileWriter, publishStaging, type OutputFiles } from './output/write.ts';
import type { RenderInput } from './render/page-batch.ts';
import { renderPage } from './render/page.tsx';
import { defaultThreads, renderPages, RenderWorkers } from './render/pool.ts';
import type { Templates } from './render/templates.ts';
import { buildRoutes } from './routes/table.ts';
import type { PageRoute, Route } from './routes/types.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** lastmod date, YYYY-MM-DD. */
  date: string;
  /** Replace a non-empty output folder that is not a previous build (see output/guard.ts). */
  force?: boolean;
  /** How the user named the output folder, for messages. */
  outLabel?: string;
  /** The estimate form simulates the send when no delivery is configured (`site dev` and tests only). */
  simulateForms?: boolean;
  /** The page templates, head and layout (src/cli/templates.ts). */
  templates: Templates;
  /** Processed-image cache (default node_modules/.cache/site-images under root). */
  imageCacheDir?: string;
  /** Told how many pages there are and when each is rendered (src/cli/progress.ts draws it). */
  progress?: BuildProgress;
  /** Threads to render pages on, the main thread included (default: SITE_THREADS, else one per core once the site is large enough). */
  threads?: number;
  /** URL of the module exporting `siteTemplates` (src/cli/templates.ts), which render workers import; without it pages render on the main thread. */
  templatesModule?: string;
  /** Render every page (by default a page whose inputs are unchanged since the last build into outDir is carried over). */
  clean?: boolean;
}

/** What the build reports while it renders pages, then while it draws social cards; the CLI passes one, tests and `site dev` none. */
export interface BuildProgress {
  /** A step begins: `count` things to do ("pages" unless `unit` says otherwise). */
  start(count: number, unit?: string): void;
  tick(): void;
  stop(): void;
}

export interface BuildSummary {
  pages: number;
  files: number;
  bytes: number;
  seconds: number;
  /** Problems that do not stop the build (forms/no-delivery, photos too small). */
  warnings: ContentProblem[];
  /** Photos encoded by this build and photos restored from the cache. */
  images: { processed: number; reused: number };
  /** Pages rendered by this build; the others were carried over unchanged from the previous build (output/incremental.ts). */
  rendered: number;
  /** Threads that rendered pages (the main thread and the workers started). */
  threads: number;
}

/** Pure: one route's file (HTML page or sitemap XML); `site dev` renders routes one at a time with it. */
export function renderRoute(
  route: Route,
  content: Content,
  routes: Route[],
  manifest: ClientManifest | null,
  date: string,
  templates: Templates,
  images: ImageSet = NO_IMAGES,
): string {
  return route.type === 'page' ? renderPage(route, content, manifest, templates, images) : printSitemap(route.template, content, routes, date, images);
}

/** Pure: the files that configure the host (_redirects, _headers). */
export function hostFiles(content: Content, routes: Route[]): Array<[string, string]> {
  return [
    ['_redirects', printRedirects(content, routes)],
    ['_headers', printHeaders(content)],
  ];
}

/** Every file of the site except the client bundles, static images and the files in `skip`, one at a time. */
export function* renderFiles(
  content: Content,
  routes: Route[],
  manifest: ClientManifest | null,
  date: string,
  templates: Templates,
  images: ImageSet = NO_IMAGES,
  skip: ReadonlySet<string> = new Set(),
): Generator<[string, string]> {
  for (const route of routes) if (!skip.has(route.file)) yield [route.file, renderRoute(route, content, routes, manifest, date, templates, images)];
  yield* hostFiles(content, routes);
}

/** Pure: the whole rendered site in memory (lint and tests). */
export function renderSite(content: Content, routes: Route[], manifest: ClientManifest | null, date: string, templates: Templates): OutputFiles {
  return new Map(renderFiles(content, routes, manifest, date, templates));
}

export async function islandNames(root: string): Promise<string[]> {
  const files = await fg('*.tsx', { cwd: path.join(root, 'templates/islands') });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

/** guard → load → validate → routes → bundle → render → write (atomic). */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const guard: OutputGuardOptions = { dataDir: options.dataDir, projectRoots: [options.root, process.cwd()], force: options.force, label: options.outLabel };
  const previousFiles = guardOutputFolder(options.outDir, guard);
  const code = await codeVersion(options.root);
  const towns = guessTownCount(options.dataDir);
  limitHeapGrowthForTowns(towns);
  const { content, warnings, sources } = await checkedContent(options, code, largeSite(towns));
  fitHeapGrowth();
  const workers = earlyWorkers(options, content, previousFiles);
  const routes = buildRoutes(content);
  const staging = await createStaging(options.outDir);
  try {
    const manifest = await bundleClient(options.root, staging, await islandNames(options.root));
    const cacheDir = options.imageCacheDir ?? defaultImageCacheDir(options.root);
    const photos = await buildImages({ dataDir: options.dataDir, outDir: staging, cacheDir, uses: imageUses(content) });
    const pages = routes.filter((r) => r.type === 'page');
    const inputs = { code, content, sources, manifest, images: photos.images, date: options.date, templates: options.templates };
    // A build that renders every page needs their hashes only for its records, so its workers start on
    // the pages without waiting for them (0.1 s at 10,000 towns, while the workers had nothing to do).
    const knownHashes = rendersEverything(options, previousFiles) ? undefined : pageHashes(inputs, pages);
    const { carried, keeps } = knownHashes ? await previousOutput(options, staging, knownHashes, previousFiles) : { carried: new Set<string>() };
    // while the workers render, the main thread writes the other files (writeOtherFiles says why), then hashes the pages if it has not
    let mainWork: Promise<{ cards: RestoredCards; hashes: PageHashes }> | undefined;
    const mainThreadWork = () =>
      (mainWork ??= (async () => ({
        cards: await writeOtherFiles(options, { content, routes, manifest, images: photos.images, staging, cacheDir, keeps }),
        hashes: knownHashes ?? pageHashes(inputs, pages),
      }))());
    const input = { content, manifest, images: photos.images, outDir: staging };
    const threads = await writePages(options, input, pages, carried, workers, async () => void (await mainThreadWork()));
    const { cards, hashes } = await mainThreadWork();
    const progress = { drawing: (count: number) => options.progress?.start(count, 'social cards'), drawn: () => options.progress?.tick() };
    await drawSocialCards(cards.missing, progress);
    // again: the folder may have changed while the site was built (publishing in place checks what it would replace itself)
    if (!keeps) guardOutputFolder(options.outDir, guard);
    const { removal, ...totals } = keeps
      ? await publishInPlace(staging, options.outDir, new Set([...carried, ...cards.kept]))
      : await publishWhole(staging, options.outDir);
    await Promise.all([
      // Without the records the next build renders every page: slower, never wrong, so a cache that cannot be written is no failure.
      writePageHashes(options.root, options.outDir, new Map([...hashes, ...cards.keys])).catch(() => undefined),
      removal,
    ]);
    return {
      pages: pages.length,
      ...totals,
      seconds: (performance.now() - started) / 1000,
      warnings,
      images: { processed: photos.processed, reused: photos.reused },
      rendered: pages.length - carried.size,
      threads,
    };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  } finally {
    options.progress?.stop();
    await workers?.stop(); // when the build failed before its pages
  }
}

/**
 * Render workers started as soon as the content is loaded, when the build
 * will render every page (no previous build to keep pages of, or --clean):
 * each imports the templates and gets its copy of the content (about 0.5 s at
 * 10,000 towns) while this thread builds the route table and bundles the
 * client; it hashes the pages while they render. A build into the previous
 * build's folder usually renders a few pages, and renderPages starts workers
 * only if they are many.
 */
function earlyWorkers(options: BuildOptions, content: Content, previousFiles: ReadonlySet<string> | null): RenderWorkers | undefined {
  if (!options.templatesModule || !rendersEverything(options, previousFiles)) return undefined;
  // a page per town at least: enough to tell a large site before the route table counts its pages
  const threads = options.threads ?? defaultThreads(content.towns.length);
  return threads > 1 ? new RenderWorkers(content, options.templatesModule, threads - 1) : undefined;
}

/**
 * Whether the build renders every page: --clean, or the guard found no
 * previous build in the output folder (`previousFiles`). With --force the
 * guard does not look, and the last build's records still say which pages to
 * keep (previousOutput carries them over).
 */
function rendersEverything(options: BuildOptions, previousFiles: ReadonlySet<string> | null): boolean {
  return options.clean === true || (!previousFiles && !options.force);
}

/**
 * What this build keeps of the previous output. When the folder is the last
 * build's (`present`: its files as the guard found them), with records of
 * its files, the build writes only what changed and publishes it in place
 * (output/update.ts): `carried` are the unchanged pages it keeps, `keeps`
 * says which other files (social cards) it may keep. Otherwise there is no
 * `keeps`: the unchanged pages are carried over as links into the staging
 * folder that replaces the output whole. Asked only when the build may keep
 * pages (not rendersEverything).
 */
async function previousOutput(
  options: BuildOptions,
  staging: string,
  hashes: PageHashes,
  present: ReadonlySet<string> | null,
): Promise<{ carried: Set<string>; keeps?: (file: string, hash: string | undefined) => boolean }> {
  const previous = await readPageHashes(options.root, options.outDir);
  if (previous.size === 0 || !present) return { carried: carryOver(options.outDir, staging, hashes, previous) };
  // a file removed from the folder since the guard listed it is missing there, and the next build renders it
  const keeps = keepsFile(previous, present);
  return { carried: new Set([...hashes.keys()].filter((file) => keeps(file, hashes.get(file)))), keeps };
}

/**
 * Loads the data folder (a file unchanged since the last build is neither
 * read, parsed nor checked again: content/parse-cache.ts) and runs the checks
 * that need to know where each value came from. Only the content leaves: the
 * sources and origins kept for locating problems (about 75 MB at 50,000
 * towns) are not needed past here. `compact`: the cache compacts the values
 * it parses (a large site's memory; ParseCacheOptions.compact).
 */
async function checkedContent(
  options: BuildOptions,
  code: string,
  compact: boolean,
): Promise<{ content: Content; warnings: ContentProblem[]; sources?: WeakMap<object, string> }> {
  const cache = openParseCache(defaultParseCacheDir(options.root), { checks: code, compact });
  const loaded = await loadSite(options.dataDir, options.templates, cache);
  cache.save(true);
  const imageChecks = await imageProblems(loaded, options.dataDir);
  if (imageChecks.errors.length > 0) throw new ContentError(imageChecks.errors);
  const warnings = [...deliveryProblems(loaded), ...imageChecks.warnings];
  const content = options.simulateForms ? withFormSimulation(loaded.content) : loaded.content;
  if (options.siteUrl) content.site.siteUrl = options.siteUrl;
  return { content, warnings, sources: loaded.sources };
}

/** What writeOtherFiles needs. */
interface OtherFilesInput {
  content: Content;
  routes: Route[];
  manifest: ClientManifest;
  images: ImageSet;
  staging: string;
  cacheDir: string;
  keeps?: (file: string, hash: string | undefined) => boolean;
}

/**
 * Writes every file but the pages and the social cards the cache lacks: the
 * sitemaps and host files, the cached social cards (links), the drawings of
 * data/images; returns the cards still to draw (after the pages, with the
 * progress bar). The main thread does this once the render workers have their
 * first pages, before it takes pages itself (about 0.3 s at 10,000 towns):
 * after the pages, it kept one core busy and the other idle.
 */
async function writeOtherFiles(options: BuildOptions, input: OtherFilesInput): Promise<RestoredCards> {
  const { content, routes, manifest, images, staging } = input;
  const pageFiles = new Set(routes.filter((r) => r.type === 'page').map((p) => p.file));
  const write = fileWriter(staging);
  for (const file of renderFiles(content, routes, manifest, options.date, options.templates, images, pageFiles)) {
    write(file);
    await nextTurn(); // the workers' finished pages are written between files
  }
  const cards = await restoreSocialCards(content, staging, input.cacheDir, input.keeps);
  // drawings are copied as they are; a photo is published only through the pipeline (its original keeps its metadata)
  await copyFolder(path.join(options.dataDir, 'images'), path.join(staging, 'images'), (file) => !isRaster(file));
  return cards;
}

/**
 * Renders and writes the page routes not carried over from the previous
 * build, across threads when the site is large enough to pay (render/pool.ts);
 * returns how many threads rendered. Pages that show every town grow with the
 * site (the service-area map is 32 MB of HTML at 50,000 towns, and rendering
 * it takes about 300 MB for a moment): they are rendered last, on the main
 * thread, once the workers and their copies of the content are gone, so that
 * moment never adds to the workers' memory.
 */
async function writePages(
  options: BuildOptions,
  input: RenderInput,
  pages: PageRoute[],
  carried: ReadonlySet<string>,
  workers: RenderWorkers | undefined,
  mainThreadFirst?: () => Promise<void>,
): Promise<number> {
  const changed = pages.filter((page) => !carried.has(page.file));
  const sized = changed.filter((page) => showsEveryTown(page, input.content, options.templates));
  options.progress?.start(changed.length);
  const render = (subset: PageRoute[], threads: number, started?: RenderWorkers, first?: () => Promise<void>) =>
    renderPages({
      input,
      templates: options.templates,
      pages: subset,
      threads,
      templatesModule: options.templatesModule,
      workers: started,
      mainThreadFirst: first,
      onPages(count) {
        for (let i = 0; i < count; i++) options.progress?.tick();
      },
    });
  const rest = changed.filter((page) => !sized.includes(page));
  const threads = await render(rest, options.threads ?? defaultThreads(rest.length), workers, mainThreadFirst);
  await render(sized, 1);
  return threads;
}

/** Whether the page's template declares that it shows every town of a site with more than one. */
function showsEveryTown(page: PageRoute, content: Content, templates: Templates): boolean {
  const towns = templates.pages[page.template]?.towns;
  return content.towns.length > 1 && towns !== undefined && towns(page, content).length === content.towns.length;
}

/** Publishes the staging folder as the whole new output (output/write.ts), with its manifest. */
async function publishWhole(staging: string, outDir: string): Promise<FolderTotals & { removal: Promise<void> }> {
  const totals = writeBuildManifest(staging);
  return { ...totals, ...(await publishStaging(staging, outDir)) };
}
