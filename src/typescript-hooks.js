// Importing this module lets Node run the tool's TypeScript sources (.ts and
// .tsx outside node_modules) with no compile step: bin/site.js imports it
// before the CLI, a render worker before its entry, the bench children with
// --import.
//
// The hooks are node:module's synchronous ones, in the importing thread.
// A source is transformed by esbuild once; the result waits in a cache, one
// file per source file, stamped with the hash of what produced it (the
// source, the tool's tsconfig, esbuild's version and options). A start then costs a
// read and a hash per module, not a transform, on every command and in every
// worker (the `dev, default site` first page of `npm run bench` shows a start).
//
// Node's own compile cache keeps what V8 compiled each module (TypeScript and
// the dependencies alike) to, beside it, so a later start compiles nothing again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, enableCompileCache, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = process.env.SITE_TYPESCRIPT_CACHE || path.join(root, 'node_modules/.cache/site-typescript');
// a NODE_COMPILE_CACHE the user set is kept; NODE_DISABLE_COMPILE_CACHE turns it off
enableCompileCache(process.env.NODE_COMPILE_CACHE || path.join(root, 'node_modules/.cache/site-node'));
const require = createRequire(import.meta.url);
const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
const esbuildVersion = require('esbuild/package.json').version;
/** @type {typeof import('esbuild') | undefined} loaded on the first transform only */
let esbuild;

if (!globalThis.__siteTypeScriptHooks) {
  globalThis.__siteTypeScriptHooks = true;
  // stack traces name the .ts line (the transform keeps an inline source map)
  process.setSourceMapsEnabled(true);
  registerHooks({ load });
}

/** @type {import('node:module').LoadHook} */
function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || !/\.tsx?$/.test(parsed.pathname) || parsed.pathname.includes('/node_modules/')) return nextLoad(url, context);
  const file = fileURLToPath(parsed);
  return { format: 'module', source: javascript(file, readFileSync(file, 'utf8')), shortCircuit: true };
}

/**
 * How esbuild transforms a module. The inline source map lets stack traces
 * name .ts lines; it leaves out the sources themselves, which Node would
 * decode and parse in every module of every process for nothing.
 */
const TRANSFORM = {
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  tsconfigRaw: tsconfig,
  sourcemap: 'inline',
  sourcesContent: false,
};

/** The module's JavaScript: from the cache when its stamp matches, else transformed and cached. */
function javascript(file, source) {
  const made = `${esbuildVersion}\0${JSON.stringify(TRANSFORM)}\0${file}\0${source}`;
  const stamp = `// ${createHash('sha256').update(made).digest('hex')}\n`;
  const cached = path.join(cacheDir, `${createHash('sha256').update(file).digest('hex').slice(0, 32)}.js`);
  try {
    const text = readFileSync(cached, 'utf8');
    if (text.startsWith(stamp)) return text.slice(stamp.length);
  } catch {
    // not cached yet
  }
  esbuild ??= require('esbuild');
  const { code } = esbuild.transformSync(source, { ...TRANSFORM, loader: file.endsWith('.tsx') ? 'tsx' : 'ts', sourcefile: file });
  store(cached, stamp + code);
  return code;
}

/** Writes a cache file whole (other processes may be reading it); a cache that cannot be written only costs time. */
function store(file, text) {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  } catch {
    // read-only install: transform again next time
  }
}
