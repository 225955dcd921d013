import type { HeldBack } from '../content/published.ts';
import type { ContentProblem } from '../errors.ts';
import type { NotReady } from '../render/robots.ts';
import type { Templates } from '../render/templates.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** The build date, YYYY-MM-DD: what is dated after it is held back (content/published.ts); every lastmod. */
  date: string;
  /** Replace a non-empty output folder that is not a previous build (see output/guard.ts). */
  force?: boolean;
  /** How the user named the output folder, for messages. */
  outLabel?: string;
  /** The estimate form simulates the send when no delivery is configured (`site dev` and tests only). */
  simulateForms?: boolean;
  /** The page templates, head and layout (src/site-templates.ts). */
  templates: Templates;
  /** Processed-image cache (default node_modules/.cache/site-images under root). */
  imageCacheDir?: string;
  /** Told how many pages there are and when each is rendered (src/cli/progress.ts draws it). */
  progress?: BuildProgress;
  /** Threads to render pages on, the main thread included (default: SITE_THREADS, else one per core once the site is large enough). */
  threads?: number;
  /** URL of the module exporting `siteTemplates` (src/site-templates.ts), which render workers import; without it pages render on the main thread. */
  templatesModule?: string;
  /** Render every page (by default a page whose inputs are unchanged since the last build into outDir is carried over). */
  clean?: boolean;
  /** Lint errors (`site build --lint`): the site is built, but asks search engines not to index it, and /admin/ lists them. */
  notReady?: NotReady;
  /** Write the report e-mail's facts of the site for the Worker's bundle (build/worker-data.ts): `site build` does, tests and `site dev` do not. */
  workerData?: boolean;
  /** Told one line when the build cleans up after an earlier one that was stopped (a stale lock, staging folders). */
  note?: (line: string) => void;
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
  /** Problems that do not stop the build (forms/no-delivery, photos too small, a host's advised limits). */
  warnings: ContentProblem[];
  /** The output's counts against the host's limits (host/limits.ts formatCounts). */
  host: string;
  /** Photos encoded by this build and photos restored from the cache. */
  images: { processed: number; reused: number };
  /** Pages rendered by this build; the others were carried over unchanged from the previous build (build/incremental.ts). */
  rendered: number;
  /** Threads that rendered pages (the main thread and the workers started). */
  threads: number;
  /** Items dated after the build date, not published by this build (content/published.ts). */
  held: HeldBack[];
}
