import path from 'node:path';
import type { Command } from 'commander';
import type { BuildSummary } from '../build/types.ts';
import { manageHeapGrowth } from '../build/heap-growth.ts';
import { exitOnInterrupt } from './interrupt.ts';
import { createProgress } from './progress.ts';
import { formatWarning } from '../errors.ts';
import { heldBackSummary } from '../content/published.ts';
import { projectRoot } from './root.ts';
import { resolveDate, resolveThreads, resolveUrl } from './options.ts';
import type { CliIO } from './io.ts';
import { plural } from '../text/plural.ts';

export function registerBuild(program: Command, io: CliIO): void {
  program
    .command('build')
    .description('build the static site from the content folder')
    .option('--data <dir>', 'content folder', 'data')
    .option('--out <dir>', 'output folder (replaced only by a successful build; must be new, empty or a previous build)', 'dist')
    .option('--force', 'replace a non-empty --out folder that is not a previous build (never a project, data or home folder)')
    .option('--site-url <url>', 'public URL of the site (default: siteUrl in data/site.yaml)')
    .option('--date <YYYY-MM-DD>', 'build date: what is dated after it is held back; every sitemap lastmod (default: SOURCE_DATE_EPOCH or today)')
    .option('--clean', 'render every page (by default a page whose inputs are unchanged since the last build into --out is kept)')
    .option('--threads <n>', 'threads to render pages on (default: SITE_THREADS, else one per core once the site is large enough)')
    .option(
      '--lint',
      'audit the content first: with lint errors the site is built but not indexable by search engines, and the log and /admin/ say what to fix',
    )
    .action(
      async (opts: { data: string; out: string; siteUrl?: string; date?: string; force?: boolean; clean?: boolean; threads?: string; lint?: boolean }) => {
        const [{ buildSite }, { abandonBuilds }, { siteTemplates, siteTemplatesModule }] = await Promise.all([
          import('../build/pipeline.ts'),
          import('../build/staging.ts'),
          import('../site-templates.ts'),
        ]);
        manageHeapGrowth();
        const dataDir = path.resolve(opts.data);
        const date = resolveDate(opts.date);
        const notReady = opts.lint
          ? await (await import('../lint/not-ready.ts')).lintErrors({ dataDir, date, root: projectRoot, templates: siteTemplates })
          : [];
        const progress = createProgress({ stream: process.stderr, ci: Boolean(process.env.CI) });
        const options = {
          root: projectRoot,
          dataDir,
          outDir: path.resolve(opts.out),
          siteUrl: resolveUrl(opts.siteUrl),
          date,
          notReady,
          force: opts.force === true,
          outLabel: opts.out,
          clean: opts.clean === true,
          threads: resolveThreads(opts.threads),
          templates: siteTemplates,
          templatesModule: siteTemplatesModule,
          progress,
          note: (line: string) => io.stderr(`${line}\n`),
          workerData: true,
        };
        const undo = () => {
          progress.stop(); // the bar gives the cursor back
          return `site build: interrupted; ${abandonBuilds().join('; ')}`;
        };
        const endInterruptible = exitOnInterrupt(undo, io.stderr);
        const summary = await buildSite(options).finally(endInterruptible);
        for (const warning of summary.warnings) io.stderr(formatWarning(warning));
        if (opts.lint) io.stderr(readiness(notReady));
        io.stdout(
          `Built ${summary.pages} pages${unchanged(summary)}, ${summary.files} files, ${formatBytes(summary.bytes)} in ${summary.seconds.toFixed(2)} s → ${path.relative(process.cwd(), path.resolve(opts.out)) || '.'}\n${summary.host}\n${heldBack(summary, options.date)}`,
        );
      },
    );
}

/** What `--lint` found, for the build log: the site is indexable, or what to fix before it is. */
function readiness(notReady: readonly string[]): string {
  if (notReady.length === 0) return 'Lint: no errors; the site is indexable.\n';
  const list = notReady.map((line) => `  ${line}\n`).join('');
  return `Not indexable yet: the content has ${plural(notReady.length, 'lint error')}. The site is built and works, but asks search engines not to index it (X-Robots-Tag: noindex, no sitemap in robots.txt) until they are fixed; /admin/ lists them too:\n${list}`;
}

/** " (12 rendered, 20,041 unchanged)" when the build carried pages over from the previous one. */
function unchanged(summary: BuildSummary): string {
  const kept = summary.pages - summary.rendered;
  return kept > 0 ? ` (${summary.rendered.toLocaleString('en-US')} rendered, ${kept.toLocaleString('en-US')} unchanged)` : '';
}

/** "Held back, dated after the build date 2026-11-29: 1 blog post until 2026-12-02 (…)\n", or nothing. */
function heldBack(summary: BuildSummary, date: string): string {
  if (summary.held.length === 0) return '';
  return `Held back, dated after the build date ${date}: ${heldBackSummary(summary.held)} (the first build on or after an item's date publishes it)\n`;
}

function formatBytes(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
