// The site as `site dev` sees it at this moment: the content and route table
// (or the problems that stop them), and each route rendered on request.

import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { HeldBack } from '../content/published.ts';
import type { Content } from '../content/types.ts';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { ENTRY_PREFIX, stylesheetFiles } from '../islands/bundle.ts';
import type { Route } from '../routes/types.ts';
import type { SiteSource } from '../serve/server.ts';
import type { DataCache } from './data-cache.ts';
import { devContentSecurityPolicy, VITE_BASE, withHeldNote } from './dev-html.ts';
import type * as EngineModule from './engine.ts';
import { templateProblem } from './template-error.ts';

export type Engine = typeof EngineModule;

export type SiteState =
  | {
      ok: true;
      /** As published on the build date (content/published.ts). */
      content: Content;
      /** The route table the build would have: lists and sitemaps leave out what is held back. */
      routes: Route[];
      /** Every file served: the table's, and the page of each post held back, previewed at its address. */
      byFile: Map<string, Route>;
      /** The previewed pages a build would not publish yet, by file. */
      held: Map<string, HeldBack>;
      host: Map<string, string>;
    }
  | { ok: false; problems: ContentProblem[] };

/** load → validate → routes, from the cache (only changed files are read and parsed again). */
export async function loadState(engine: Engine, cache: DataCache, date: string): Promise<SiteState> {
  try {
    const loaded = engine.assembleSite(await cache.folder(), engine.siteTemplates, cache.memoize(engine.parseYaml));
    const future = engine.futureReviewProblems(loaded, date);
    if (future.length > 0) return { ok: false, problems: future };
    // With no delivery configured, the estimate form simulates its send in the preview (as in tests).
    const { content, held } = engine.publishedContent(engine.withFormSimulation(loaded.content), date);
    const routes = engine.buildRoutes(content);
    const byFile = new Map(routes.map((r) => [r.file, r]));
    const previews = heldPostPreviews(engine, { ...content, blog: loaded.content.blog }, held);
    for (const [route] of previews) byFile.set(route.file, route);
    const heldFiles = new Map(previews.map(([route, item]) => [route.file, item]));
    return { ok: true, content, routes, byFile, held: heldFiles, host: new Map(engine.hostFiles(content, routes)) };
  } catch (error) {
    if (error instanceof engine.ContentError) return { ok: false, problems: error.problems };
    return { ok: false, problems: [engineProblem(error)] };
  }
}

/** The page of each held-back post, from the table of the content with every post. */
function heldPostPreviews(engine: Engine, everyPost: Content, held: HeldBack[]): [Route, HeldBack][] {
  const posts = new Map(held.filter((h) => h.kind === 'blog post').map((h) => [h.name, h]));
  if (posts.size === 0) return [];
  return engine.buildRoutes(everyPost).flatMap((route): [Route, HeldBack][] => {
    const item = route.type === 'page' && route.kind === 'post' ? posts.get(route.props.post.slug) : undefined;
    return item ? [[route, item]] : [];
  });
}

/** An error of the engine or a template that is not a content problem (a syntax error while editing, say). */
export function engineProblem(error: unknown): ContentProblem {
  const e = error as { message?: string; loc?: { file?: string; line: number; column: number }; frame?: string; id?: string };
  const file = e.loc?.file ?? e.id;
  const location = e.loc && file ? { file: path.relative(process.cwd(), file), line: e.loc.line, column: e.loc.column + 1 } : undefined;
  return { code: ErrorCodes.template, message: String(e.message ?? error).split('\n')[0]!, location, frame: e.frame?.trim() };
}

/** Where the browser gets the islands and the stylesheet in dev: from Vite, not from built bundles. */
export async function devManifest(root: string, templatesDir: string): Promise<ClientManifest> {
  const viteUrl = (file: string) => {
    const rel = path.relative(root, file);
    return rel.startsWith('..') ? `${VITE_BASE.slice(1)}@fs${file}` : `${VITE_BASE.slice(1)}${rel.split(path.sep).join('/')}`;
  };
  const manifest: ClientManifest = {};
  for (const file of await stylesheetFiles(templatesDir)) manifest[`css:${path.basename(file, '.css')}`] = { file: `${viteUrl(file)}?direct` };
  for (const island of await fg('*.tsx', { cwd: path.join(templatesDir, 'islands') })) {
    const name = island.replace(/\.tsx$/, '');
    manifest[`island-${name}`] = { file: `${VITE_BASE.slice(1)}@id/__x00__${ENTRY_PREFIX}${name}`, imports: [] };
  }
  return manifest;
}

export interface Rendered {
  body: Buffer;
  /** Hash of the page as the engine rendered it (before the dev tags): equal hashes, identical pages. */
  hash: string;
}

export function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** Thrown while rendering one route; carries the problem the overlay shows. */
export class RenderFailure extends Error {
  constructor(readonly problem: ContentProblem) {
    super(problem.message);
  }
}

export interface DevSiteOptions {
  engine: Engine;
  state: Extract<SiteState, { ok: true }>;
  manifest: ClientManifest;
  dataDir: string;
  date: string;
  wsOrigin: string;
}

/** Renders one out-relative file of the site, or throws RenderFailure. Images come from the data folder. */
export async function renderFile(options: DevSiteOptions, file: string): Promise<Rendered> {
  const { engine, state } = options;
  const route = state.byFile.get(file);
  if (!route) {
    const body = await readFile(path.join(options.dataDir, file));
    return { body, hash: hashOf(body.toString('latin1')) };
  }
  let text: string;
  try {
    text = engine.renderRoute(route, state.content, state.routes, options.manifest, options.date, engine.siteTemplates);
    const held = state.held.get(file);
    if (held) text = withHeldNote(text, held, options.date);
  } catch (error) {
    throw new RenderFailure(await templateProblem(engine, route, state.content, error));
  }
  return { body: Buffer.from(text), hash: hashOf(text) };
}

/** The site as serve's request handling sees it: route files, images of the data folder, host files. */
export function siteSource(options: DevSiteOptions, read: (file: string) => Promise<Buffer>): SiteSource {
  const { state } = options;
  const images = path.join(options.dataDir, 'images');
  return {
    config: (name) => {
      const text = state.host.get(name) ?? '';
      return name === '_headers'
        ? text.replace(/^(\s*Content-Security-Policy:\s*)(.*)$/m, (_, lead: string, csp: string) => lead + devContentSecurityPolicy(csp, options.wsOrigin))
        : text;
    },
    exists: (file) => state.byFile.has(file) || (file.startsWith('images/') && isFileInside(images, file.slice('images/'.length))),
    read,
  };
}

function isFileInside(dir: string, rel: string): boolean {
  const full = path.join(dir, rel);
  return full.startsWith(dir + path.sep) && existsSync(full) && statSync(full).isFile();
}
