import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build, type Plugin } from 'vite';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  name?: string;
}
export type ClientManifest = Record<string, ManifestChunk>;

const ENTRY_PREFIX = 'virtual:island/';

/** One generated client entry per island: import the component, hydrate it. */
function islandEntries(root: string): Plugin {
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

/**
 * Builds the client bundles (one entry per island, a shared React chunk, the
 * stylesheet) into `outDir` and returns Vite's manifest.
 */
export async function bundleClient(root: string, outDir: string, islands: string[]): Promise<ClientManifest> {
  const input: Record<string, string> = { site: await stylesEntry(root, outDir) };
  for (const name of islands) input[`island-${name}`] = `${ENTRY_PREFIX}${name}`;
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [islandEntries(root)],
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      manifest: false,
      write: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: { input },
    },
  });
  return manifestFromOutput(result);
}

/**
 * One stylesheet for the whole site: site.css first, then every other file in
 * templates/styles/ (page areas add theirs without editing a shared file).
 * The entry is written into the staging folder and removed by the caller's
 * cleanup of unknown files (see STYLES_ENTRY).
 */
async function stylesEntry(root: string, outDir: string): Promise<string> {
  const dir = path.join(root, 'templates/styles');
  const others = (await fg('**/*.css', { cwd: dir })).filter((f) => f !== 'site.css').sort();
  const imports = ['site.css', ...others].map((f) => `@import ${JSON.stringify(path.join(dir, f))};`);
  const entry = path.join(outDir, STYLES_ENTRY);
  await writeFile(entry, `${imports.join('\n')}\n`);
  return entry;
}

/** Temporary stylesheet entry inside the staging folder; deleted after bundling. */
export const STYLES_ENTRY = '.styles-entry.css';

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
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as { output: OutputLike[] }).output);
  const manifest: ClientManifest = {};
  for (const out of outputs) {
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
