// The layers declared in .dependency-cruiser.cjs (which `npm run lint`
// checks): the tree keeps them, and the configuration refuses an import
// against them, whichever layer it reaches up to.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** The rules each import of `files` (paths below `baseDir`) breaks, as "rule: from → to". */
async function violations(baseDir: string, files: string[]): Promise<string[]> {
  const { output } = await cruise(files, { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } });
  if (typeof output === 'string') throw new Error(output);
  return output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const fixtures = mkdtempSync(path.join(tmpdir(), 'site-layers-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A tree of one-line modules: each file imports the ones listed for it. */
function tree(name: string, imports: Record<string, string[]>): string {
  const dir = path.join(fixtures, name);
  for (const [file, targets] of Object.entries(imports)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = targets.map((target, i) => `import * as m${i} from '${path.relative(path.dirname(file), target).replace(/^(?!\.)/, './')}';\nvoid m${i};`);
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  writeFileSync(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }\n');
  return dir;
}

describe('the declared layers', () => {
  it('hold across src/, templates/ and bin/', async () => {
    expect(await violations(root, ['src', 'templates', 'bin'])).toEqual([]);
  }, 60_000);

  it('refuse an import from a layer to one above it, and allow the way down', async () => {
    const dir = tree('upward', {
      'src/routes/table.ts': ['src/render/site.ts', 'src/content/types.ts'],
      'src/render/site.ts': ['src/content/types.ts'],
      'src/content/types.ts': [],
      'src/dev/engine.ts': ['src/cli/main.ts'],
      'src/cli/main.ts': ['src/dev/server.ts', 'src/render/site.ts'],
      'src/dev/server.ts': [],
    });
    expect((await violations(dir, ['src'])).sort()).toEqual([
      'commands-imports-cli: src/dev/engine.ts → src/cli/main.ts',
      'routes-imports-render: src/routes/table.ts → src/render/site.ts',
    ]);
  }, 60_000);

  it('refuse a Node built-in anywhere the Worker reaches, directly or through a lower layer', async () => {
    const dir = tree('edge', {
      'src/edge/worker.ts': ['src/edge/estimate.ts', 'src/model/form.ts'],
      'src/edge/estimate.ts': [],
      'src/model/form.ts': ['src/model/files.ts'],
      'src/model/files.ts': [],
      'src/edge/mail.ts': [],
    });
    writeFileSync(path.join(dir, 'src/model/files.ts'), "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n");
    writeFileSync(path.join(dir, 'src/edge/mail.ts'), "import { createHash } from 'node:crypto';\nexport const hash = createHash;\n");
    expect((await violations(dir, ['src'])).sort()).toEqual(['edge-no-node: src/edge/mail.ts → crypto', 'edge-no-node: src/edge/worker.ts → fs']);
  }, 60_000);

  it('let src/ reach the templates only through the registry', async () => {
    const dir = tree('templates', {
      'src/site-templates.ts': ['templates/index.ts', 'templates/pages/Home.tsx'],
      'src/render/page.ts': ['templates/index.ts'],
      'templates/index.ts': ['templates/pages/Home.tsx'],
      'templates/pages/Home.tsx': ['src/build/pipeline.ts', 'src/render/head.ts'],
      'templates/islands/Import.tsx': ['src/reviews/import-reviews.ts'],
      'src/build/pipeline.ts': [],
      'src/render/head.ts': [],
      'src/reviews/import-reviews.ts': [],
    });
    expect((await violations(dir, ['src', 'templates'])).sort()).toEqual([
      'registry-imports-index-only: src/site-templates.ts → templates/pages/Home.tsx',
      'templates-imports-build: templates/pages/Home.tsx → src/build/pipeline.ts',
      'templates-imports-commands: templates/islands/Import.tsx → src/reviews/import-reviews.ts',
      'templates-through-registry: src/render/page.ts → templates/index.ts',
    ]);
  }, 60_000);
});
