// Decap CMS's own validation of config.yml (decap-cms-core's
// src/constants/configSchema.js, as the CMS runs it when it starts), bundled
// for Node: its widget registry is replaced by the schemas the widget
// packages register (the widgets every Decap build includes), and of its
// i18n module only the two enums the schema reads are kept (the rest pulls
// in the whole application).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const modules = path.dirname(path.dirname(require.resolve('decap-cms-core/package.json')));

/** Widget name → its package's schema module. */
function widgetSchemas(): Array<[string, string]> {
  return readdirSync(modules)
    .filter((name) => name.startsWith('decap-cms-widget-'))
    .map((name) => [name.slice('decap-cms-widget-'.length), path.join(modules, name, 'src/schema.js')]);
}

/** `validateConfig(config)`: throws Decap's ConfigError, listing every problem. */
export async function loadDecapValidator(): Promise<(config: unknown) => void> {
  const schemas = widgetSchemas();
  const present = (file: string) => {
    try {
      require.resolve(file);
      return true;
    } catch {
      return false;
    }
  };
  // widgets without a schema of their own (string, text, hidden…) validate only the common field keys
  const registry = [
    ...schemas.map(([, file], i) => (present(file) ? `import s${i} from ${JSON.stringify(file)};` : `const s${i} = {};`)),
    `const widgets = [${schemas.map(([name], i) => `{ name: ${JSON.stringify(name)}, schema: s${i} }`).join(', ')}, { name: 'hidden', schema: {} }];`,
    'export function getWidgets() { return widgets; }',
    'export function getCustomFormatsExtensions() { return {}; }',
    'export function getCustomFormatsFormatters() { return {}; }',
  ].join('\n');
  const result = await build({
    entryPoints: [path.join(modules, 'decap-cms-core/src/constants/configSchema.js')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    // the CommonJS modules it bundles (ajv…) require Node's own
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
    loader: { '.js': 'jsx' },
    plugins: [
      {
        name: 'decap-registry',
        setup(b) {
          b.onResolve({ filter: /\/lib\/registry$/ }, () => ({ path: 'registry', namespace: 'decap-registry' }));
          b.onLoad({ filter: /.*/, namespace: 'decap-registry' }, () => ({ contents: registry, resolveDir: modules, loader: 'js' }));
          b.onResolve({ filter: /\/lib\/i18n$/ }, () => ({ path: 'i18n', namespace: 'decap-i18n' }));
          b.onLoad({ filter: /.*/, namespace: 'decap-i18n' }, () => ({ contents: i18nEnums(), loader: 'ts' }));
        },
      },
    ],
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'decap-config-')), 'config-schema.mjs');
  writeFileSync(file, result.outputFiles[0]!.text);
  const loaded = (await import(pathToFileURL(file).href)) as { validateConfig(config: unknown): void };
  rmSync(path.dirname(file), { recursive: true, force: true });
  return (config) => {
    const quiet = console.error;
    console.error = () => undefined; // it logs what it throws
    try {
      loaded.validateConfig(config);
    } finally {
      console.error = quiet;
    }
  };
}

/** The I18N_STRUCTURE and I18N_FIELD enums of decap-cms-core's lib/i18n.ts, as they are written there. */
function i18nEnums(): string {
  const source = readFileSync(path.join(modules, 'decap-cms-core/src/lib/i18n.ts'), 'utf8');
  return ['I18N_STRUCTURE', 'I18N_FIELD'].map((name) => new RegExp(`export enum ${name} \\{[^}]*\\}`).exec(source)![0]).join('\n');
}
