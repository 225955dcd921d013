// `site dev`: an HTTP server that renders each route when it is asked for,
// with serve's semantics (_redirects, _headers, 404 page), Vite for the
// islands, and a watcher that re-renders the open pages after each change
// and reloads only those whose HTML changed.

import { EventEmitter } from 'node:events';
import { watch, type FSWatcher } from 'chokidar';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ContentProblem } from '../errors.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { answer, listen, resolveRequest, type RunningServer } from '../serve/server.ts';
import { adminHandler, type AdminHandler } from './cms-admin.ts';
import { DataCache } from './data-cache.ts';
import { errorPage, fallbackContentSecurityPolicy, problemsText, VITE_BASE, withDevTags } from './dev-html.ts';
import { LivePages, type Verdict } from './live-pages.ts';
import { devManifest, engineProblem, loadState, RenderFailure, renderFile, siteSource, type DevSiteOptions, type Engine, type SiteState } from './site.ts';
import { startVite, type DevVite } from './vite.ts';
import { refuseRequest, refuseUpgrade, requestCheck } from '../serve/request-check.ts';
import type { Duplex } from 'node:stream';
import { plural } from '../text/plural.ts';

export interface DevOptions {
  /** The tool's folder (src/, templates/). */
  root: string;
  dataDir: string;
  /** Defaults to root/templates; tests point it at a copy they may edit. */
  templatesDir?: string;
  port: number;
  host: string;
  /** Names it answers to besides the loopback ones (--allowed-host; serve/request-check.ts). */
  allowedHosts?: readonly string[];
  /** The build date: what is dated after it is held back (previewed with a note); the sitemaps' lastmod. */
  date: string;
  /** Terminal output (one line per change, problems once per change). */
  log: (text: string) => void;
}

/** After each change has been processed (tests and the bench wait for it). */
export interface UpdateSummary {
  files: string[];
  reloaded: number;
  problems: number;
  ms: number;
}

export interface RunningDev extends RunningServer {
  events: EventEmitter<{ update: [UpdateSummary] }>;
}

const ENGINE_ENTRY = '/src/dev/engine.ts';

export async function startDev(options: DevOptions): Promise<RunningDev> {
  const root = path.resolve(options.root);
  const templatesDir = path.resolve(options.templatesDir ?? path.join(root, 'templates'));
  const http = createServer();
  // Vite's WebSocket sees only the upgrades that passed the check: it listens on this server, which never listens itself.
  const upgrades = createServer();
  const running = await listen(http, options.port, options.host);
  const session = new DevSession({ ...options, root, templatesDir, dataDir: path.resolve(options.dataDir) }, upgrades, running.url.replace(/^http/, 'ws'));
  // One check in front of everything: pages, /admin/ and its backend, /__vite/, the live-reload WebSocket.
  const check = requestCheck(options.host, running.port, options.allowedHosts);
  http.on('request', (req, res) => {
    const refused = check(req);
    if (refused) refuseRequest(res, refused);
    else void session.handle(req, res);
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = check(req);
    if (refused) refuseUpgrade(socket, refused);
    else upgrades.emit('upgrade', req, socket, head);
  });
  try {
    await session.start();
  } catch (error) {
    await running.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    url: running.url,
    port: running.port,
    events: session.events,
    // Watcher, Vite and its WebSocket, then the HTTP server: nothing is left running.
    close: () => (closing ??= session.stop().then(() => running.close())),
  };
}

type ResolvedOptions = DevOptions & { root: string; templatesDir: string; dataDir: string };

class DevSession {
  readonly events = new EventEmitter<{ update: [UpdateSummary] }>();
  private readonly cache: DataCache;
  private live: LivePages | null = null;
  private watcher: FSWatcher | null = null;
  /** Vite starts after the first content load, so it does not slow the first page. */
  private vite: Promise<DevVite> | null = null;
  /** The engine as this process loaded it at start; after an edit to its source, as Vite loads it. */
  private engine: Engine | null = null;
  private manifest: ClientManifest = {};
  private state: SiteState = { ok: false, problems: [] };
  /** Settles when the last change has been processed; requests wait for it. */
  private current: Promise<void> = Promise.resolve();
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  /** Problems already printed since the last change (a failing route is printed once, not per request). */
  private printed = new Set<string>();
  private stopped = false;
  /** Called once a page has been answered. */
  private firstAnswer: () => void = () => undefined;
  /** /admin/: the CMS, editing the repository's folder from the browser (dev/cms-admin.ts). */
  private admin: Promise<AdminHandler> | null = null;

  constructor(
    private readonly options: ResolvedOptions,
    private readonly http: Server,
    private readonly wsOrigin: string,
  ) {
    this.cache = new DataCache(options.dataDir);
  }

  /** Returns once the first page can be served; Vite (islands, live reload) follows in the background. */
  async start(): Promise<void> {
    const { root, templatesDir } = this.options;
    const viteOptions = { root, templatesDir, httpServer: this.http, allowedHosts: this.options.allowedHosts ?? [] };
    if (templatesDir === path.join(root, 'templates')) {
      // The engine this process has loaded already: no transform before the first page.
      this.engine = (await import('./engine.ts')) as Engine;
      this.current = this.reload([]);
      // Vite starts once the first page has been answered (or after a second): it does not slow that page down.
      const firstPage = new Promise<void>((resolve) => {
        this.firstAnswer = resolve;
        setTimeout(resolve, 1000).unref();
      });
      this.vite = this.current.then(() => firstPage).then(() => startVite(viteOptions));
    } else {
      // Another templates folder is only seen through Vite.
      this.vite = startVite(viteOptions);
      this.current = this.reload([]);
    }
    this.vite.then(
      (vite) => this.attach(vite),
      (error: Error) => this.options.log(`error: Vite did not start: ${error.message}\n`),
    );
    await Promise.all([this.current, this.watch()]);
  }

  private attach(vite: DevVite): void {
    this.live = new LivePages(vite.server.ws, (page) => this.verdict(page));
    // Warm-up: the first edit of a template then costs a re-run, not a transform of every module.
    void vite.importEngine(ENGINE_ENTRY).catch(() => undefined);
  }

  /** Watches the content, the templates and the engine's source; resolves once the watcher is ready. */
  private watch(): Promise<void> {
    const { dataDir, templatesDir, root } = this.options;
    this.watcher = watch([dataDir, templatesDir, path.join(root, 'src')], {
      ignoreInitial: true,
      ignored: (file) => this.inside(path.join(root, 'src/dev'), file),
      // A large file is written in several chunks: read it once its size has settled, not half-written.
      awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 },
    });
    for (const event of ['add', 'change', 'unlink'] as const) this.watcher.on(event, (file: string) => this.changed(path.resolve(file)));
    return new Promise((resolve) => this.watcher!.once('ready', resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.watcher?.close();
    this.live?.stop();
    await this.vite?.then(
      (vite) => vite.close(),
      () => undefined,
    );
  }

  private inside(dir: string, file: string): boolean {
    return file.startsWith(dir + path.sep);
  }

  /** The watcher saw a file change: batch what one save touches, then process it. */
  private changed(file: string): void {
    if (this.stopped) return;
    const { dataDir, templatesDir, root } = this.options;
    if (!this.inside(dataDir, file) && !this.inside(templatesDir, file) && !this.inside(path.join(root, 'src'), file)) return;
    if (this.inside(dataDir, file)) this.cache.forget(file);
    this.pending.add(file);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const files = [...this.pending];
      this.pending.clear();
      this.current = this.current.then(() => this.process(files));
    }, 10);
  }

  private async process(files: string[]): Promise<void> {
    if (this.stopped) return;
    const started = performance.now();
    const { dataDir } = this.options;
    await this.reload(files.filter((f) => !this.inside(dataDir, f)));
    // Vite hot-updates island code in the page (state kept); a reload would lose it.
    const vite = await this.vite!;
    const hotUpdated = files.every((f) => vite.server.environments.client.moduleGraph.getModulesByFile(f)?.size && !f.endsWith('.css'));
    // A page's HTML does not change when a stylesheet or an image it uses does.
    const assets = files.filter((f) => f.endsWith('.css') || this.inside(path.join(dataDir, 'images'), f));
    const reloaded = await this.live!.update({ keepHashes: hotUpdated, forceReload: assets.length > 0 });
    const problems = this.state.ok ? 0 : this.state.problems.length;
    const ms = performance.now() - started;
    const names = files.map((f) => path.relative(process.cwd(), f)).join(', ');
    this.options.log(`${names} changed: ${problems ? plural(problems, 'problem') : `${plural(reloaded, 'page')} reloaded`} (${ms.toFixed(0)} ms)\n`);
    this.events.emit('update', { files, reloaded, problems, ms });
  }

  /**
   * Content loaded again (only changed files re-read and re-parsed); problems printed once.
   * `engineFiles`: engine and template files that changed; with any (or no engine yet) the engine is loaded again through Vite.
   */
  private async reload(engineFiles: string[]): Promise<void> {
    this.printed.clear();
    if (engineFiles.length > 0 || !this.engine) {
      const vite = await this.vite!;
      vite.clearEngine(engineFiles);
      this.cache.forgetParses();
      try {
        this.engine = await vite.importEngine<Engine>(ENGINE_ENTRY);
      } catch (error) {
        this.engine = null;
        this.state = { ok: false, problems: [engineProblem(error)] };
      }
    }
    if (this.engine) {
      this.manifest = await devManifest(this.options.root, this.options.templatesDir);
      this.state = await loadState(this.engine, this.cache, this.options.date);
    }
    if (!this.state.ok) this.print(this.state.problems);
  }

  private print(problems: ContentProblem[]): void {
    const fresh = problems.filter((p) => !this.printed.has(JSON.stringify(p)));
    for (const p of fresh) this.printed.add(JSON.stringify(p));
    if (fresh.length > 0) this.options.log(`${problemsText(fresh)}\n`);
  }

  private siteOptions(): DevSiteOptions | null {
    if (!this.state.ok || !this.engine) return null;
    const { dataDir, date } = this.options;
    return { engine: this.engine, state: this.state, manifest: this.manifest, dataDir, date, wsOrigin: this.wsOrigin };
  }

  /** What an open page showing `page.path` as `page.hash` should do now. */
  private async verdict(page: { path: string; hash: string }): Promise<Verdict> {
    const site = this.siteOptions();
    if (!site) return { kind: 'errors', text: problemsText(this.state.ok ? [] : this.state.problems) };
    const found = resolveRequest(
      siteSource(site, () => Promise.reject()),
      new URL(page.path, 'http://localhost'),
    );
    if (found.kind === 'redirect' || !found.file) return { kind: 'check', hash: found.kind };
    try {
      return { kind: 'check', hash: (await renderFile(site, found.file)).hash };
    } catch (error) {
      if (!(error instanceof RenderFailure)) throw error;
      this.print([error.problem]);
      return { kind: 'errors', text: problemsText([error.problem]) };
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await this.answerAdmin(req, res)) return;
    if (req.url?.startsWith(VITE_BASE)) {
      const vite = await this.vite!;
      vite.server.middlewares(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      });
      return;
    }
    await this.current;
    const site = this.siteOptions();
    if (!site) return this.sendErrors(res, this.state.ok ? [] : this.state.problems);
    const read = async (file: string) => {
      const { body, hash } = await renderFile(site, file);
      return file.endsWith('.html') ? Buffer.from(withDevTags(body.toString('utf8'), hash)) : body;
    };
    await answer(siteSource(site, read), req, res, (error) => {
      const problem = error instanceof RenderFailure ? error.problem : engineProblem(error);
      this.print([problem]);
      this.sendErrors(res, [problem]);
    });
    this.firstAnswer();
  }

  private async answerAdmin(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { root, dataDir, date } = this.options;
    this.admin ??= adminHandler(async () => {
      await this.current;
      if (!this.engine) throw new Error('the engine did not load');
      // the CMS shows what `site lint` finds under the fields to change (content that does not load has none to show)
      const findings = this.state.ok ? (await this.engine.lintSite({ dataDir, date, root, templates: this.engine.siteTemplates })).findings : [];
      return this.engine.localAdminFiles(root, dataDir, this.engine.siteTemplates.pages, findings);
    });
    return (await this.admin)(req, res);
  }

  private sendErrors(res: ServerResponse, problems: ContentProblem[]): void {
    if (res.headersSent) return void res.end();
    res.writeHead(500, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': fallbackContentSecurityPolicy(this.wsOrigin),
    });
    res.end(errorPage(problems));
  }
}
