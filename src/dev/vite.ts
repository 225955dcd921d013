// Vite in middleware mode: serves the islands to the browser (with React Fast
// Refresh) and loads the engine itself (templates, render code) for the server,
// so an edit to either is picked up without restarting `site dev`.

import type { Server } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { islandEntries } from '../islands/bundle.ts';
import { VITE_BASE } from './dev-html.ts';
import { mountTemplates } from './templates-mount.ts';
import { cacheFolder } from '../files/cache.ts';

export interface DevVite {
  server: ViteDevServer;
  /** Imports a module through Vite (fresh after clearEngine). */
  importEngine<T>(file: string): Promise<T>;
  /** Forgets evaluated engine modules (and the transforms of `changed` files), so the next import sees edited sources. */
  clearEngine(changed: string[]): void;
  close(): Promise<void>;
}

export interface DevViteOptions {
  root: string;
  templatesDir: string;
  /** The server whose upgrades Vite's WebSocket answers (those that passed the request check). */
  httpServer: Server;
  /** --allowed-host: names the request check lets through, which Vite's own host check must let through too. */
  allowedHosts: readonly string[];
}

/**
 * Files the browser must never get from /__vite/, wherever they sit: Vite's
 * own list (.env files, keys, .git) and the secrets the project documents
 * (.dev.vars, wrangler's local state with its D1 database).
 */
const SECRET_FILES = ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.dev.vars', '**/.dev.vars.*', '**/.wrangler/**'];

export async function startVite(options: DevViteOptions): Promise<DevVite> {
  const { root, templatesDir } = options;
  // Imported here, not at the top: the first page is rendered while Vite loads.
  const [{ createServer, createServerModuleRunner }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const server = await createServer({
    configFile: false,
    root,
    base: VITE_BASE,
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    publicDir: false,
    // A cache folder the tool owns, never one of the user's.
    cacheDir: cacheFolder(root, 'dev-vite'),
    // jsx() rather than jsxDEV(): the server renders with React's production build (see bin/site.js).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: [mountTemplates(root, templatesDir), react(), islandEntries(root)],
    server: {
      middlewareMode: true,
      // The HMR WebSocket shares the page's origin (connect-src 'self').
      ws: { server: options.httpServer },
      // Vite's own overlay needs inline styles, which the CSP forbids; src/dev/client shows errors instead.
      hmr: { overlay: false },
      // Only what the islands and the dev client are made of (and the packages they import), never the whole project.
      fs: { strict: true, allow: [path.join(root, 'src'), path.join(root, 'templates'), templatesDir, path.join(root, 'node_modules')], deny: SECRET_FILES },
      allowedHosts: [...options.allowedHosts],
      // Pages of other origins get no CORS headers (the request check refuses them anyway).
      cors: false,
      watch: { ignored: ['**/dist/**', '**/test-results*/**', '**/.e2e-dist/**', '**/.site-tmp-*/**'] },
    },
    optimizeDeps: { entries: [], include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
  });
  if (templatesDir !== path.join(root, 'templates')) server.watcher.add(templatesDir);
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  return {
    server,
    importEngine: (file) => runner.import(file),
    clearEngine: (changed) => {
      // Vite's own watcher may not have seen the change yet: drop the stale transforms here.
      const graph = server.environments.ssr.moduleGraph;
      for (const file of changed) for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod);
      runner.clearCache();
    },
    close: async () => {
      await runner.close();
      await server.close();
    },
  };
}
