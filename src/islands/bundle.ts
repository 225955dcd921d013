import { fork } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import type { Plugin } from 'vite';
import type { BundleReply } from './bundle-child.ts';
import { clientCacheKey, restoreClient, storeClient } from './client-cache.ts';
import { receivedError } from '../sent-error.ts';
import { folderName, RESERVED } from '../host/reserved-paths.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  name?: string;
}
export type ClientManifest = Record<string, ManifestChunk>;

export const ENTRY_PREFIX = 'virtual:island/';

/** One generated client entry per island: import the component, hydrate it (also `site dev`'s island modules). */
export function islandEntries(root: string): Plugin {
  return {
    name: 'site-island-entries',
    resolveId(id) {
      return id.startsWith(ENTRY_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ENTRY_PREFIX}`)) return null;
      const name = id.slice(ENTRY_PREFIX.length + 1);
      const component = path.join(root, 'templates/islands', `${name}.tsx`);
      const runtime = path.join(root, 'src/islands/runtime.ts');
      return `import C from ${JSON.stringify(component)};\nimport { hydrate } from ${JSON.stringify(runtime)};\nhydrate(${JSON.stringify(name)}, C);\n`;
    },
  };
}

/** The islands of a project: one per templates/islands/*.tsx, by name. */
export async function islandNames(root: string): Promise<string[]> {
  const files = await fg('*.tsx', { cwd: path.join(root, 'templates/islands') });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

/** The files of the client bundle besides one script per island: the runtime, the chunk the islands share and the stylesheet. */
const SHARED_CLIENT_FILES = 3;

/** How many files bundleClient writes for these islands. */
export function clientFileCount(islands: readonly string[]): number {
  return islands.length + SHARED_CLIENT_FILES;
}

/**
 * The client bundles (one entry per island, a shared React chunk, the
 * stylesheet) in `outDir`, from the cache when their sources are unchanged.
 */
export async function bundleClient(root: string, outDir: string, islands: string[]): Promise<ClientManifest> {
  const key = await clientCacheKey(root, islands);
  // SITE_NO_CLIENT_CACHE=1 forces a fresh Vite build (the bench's cold figure).
  const cached = process.env.SITE_NO_CLIENT_CACHE ? null : await restoreClient(root, key, outDir);
  if (cached) return cached;
  const { manifest, files } = await viteBuildInChildProcess(root, outDir, islands);
  await storeClient(root, key, outDir, manifest, files);
  return manifest;
}

/** Runs viteBuild in a child process (islands/bundle-child.ts says why) that runs the TypeScript sources as this one does. */
function viteBuildInChildProcess(root: string, outDir: string, islands: string[]): Promise<ViteBuildResult> {
  const child = fork(fileURLToPath(new URL('./bundle-child.ts', import.meta.url)), [root, outDir, ...islands], {
    execArgv: ['--import', new URL('../typescript-hooks.js', import.meta.url).href],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let replied = false;
    child.on('message', (reply: BundleReply) => {
      replied = true;
      if ('error' in reply) reject(receivedError(reply.error));
      else resolve(reply.result);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!replied) reject(new Error(`the client bundle's build stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

export interface ViteBuildResult {
  manifest: ClientManifest;
  /** The files written, relative to the output folder. */
  files: string[];
}

/** Bundles the islands and the stylesheet into `outDir` with Vite. */
export async function viteBuild(root: string, outDir: string, islands: string[]): Promise<ViteBuildResult> {
  const { build } = await import('vite'); // loaded only when the cache misses
  const styles = await stylesEntry(root, outDir);
  const input: Record<string, string> = { site: styles };
  for (const name of islands) input[`island-${name}`] = `${ENTRY_PREFIX}${name}`;
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } }, // never jsxDEV, whatever NODE_ENV the caller has
    plugins: [islandEntries(root)],
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: folderName(RESERVED.assets),
      manifest: false,
      write: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: { input },
    },
  });
  await rm(styles);
  return { manifest: manifestFromOutput(result), files: outputFiles(result) };
}

function outputs(result: unknown): OutputLike[] {
  return (Array.isArray(result) ? result : [result]).flatMap((r) => (r as { output: OutputLike[] }).output);
}

function outputFiles(result: unknown): string[] {
  return outputs(result).map((o) => o.fileName);
}

/** Files site.css pulls in itself with `@import './x.css'` (base styles that must come first). */
function importedBySite(css: string): Set<string> {
  return new Set([...css.matchAll(/@import\s+(?:url\()?["']\.\/([^"']+)["']/g)].map((m) => m[1]));
}

/**
 * One stylesheet for the whole site: site.css (and what it imports) first,
 * then every other file in templates/styles/ in name order (page areas add
 * theirs without editing a shared file).
 * The generated entry lives in the staging folder only while Vite runs.
 */
async function stylesEntry(root: string, outDir: string): Promise<string> {
  const imports = (await stylesheetFiles(path.join(root, 'templates'))).map((file) => `@import ${JSON.stringify(file)};`);
  const entry = path.join(outDir, STYLES_ENTRY);
  await writeFile(entry, `${imports.join('\n')}\n`);
  return entry;
}

const STYLES_ENTRY = '.styles-entry.css';

/** The stylesheets in the order the site's one stylesheet includes them (absolute paths). */
export async function stylesheetFiles(templatesDir: string): Promise<string[]> {
  const dir = path.join(templatesDir, 'styles');
  const imported = importedBySite(await readFile(path.join(dir, 'site.css'), 'utf8'));
  const others = (await fg('**/*.css', { cwd: dir })).filter((f) => f !== 'site.css' && !imported.has(f)).sort();
  return ['site.css', ...others].map((f) => path.join(dir, f));
}

interface OutputLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  names?: string[];
  isEntry?: boolean;
  imports?: string[];
  originalFileNames?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/** Entry name → output file and the chunks it imports. */
function manifestFromOutput(result: unknown): ClientManifest {
  const manifest: ClientManifest = {};
  for (const out of outputs(result)) {
    if (out.type === 'chunk' && out.isEntry && out.name) {
      manifest[out.name] = { file: out.fileName, imports: out.imports ?? [], isEntry: true, name: out.name };
    }
    if (out.type === 'asset' && out.fileName.endsWith('.css')) {
      const name = out.names?.[0]?.replace(/\.css$/, '') ?? out.name ?? 'site';
      manifest[`css:${name}`] = { file: out.fileName };
    }
  }
  return manifest;
}
