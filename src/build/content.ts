import { deliveryProblems } from '../content/delivery-problems.ts';
import { defaultParseCacheDir, openParseCache } from '../content/parse-cache.ts';
import type { Content } from '../content/types.ts';
import { futureReviewProblems } from '../content/future-dates.ts';
import { publishedContent, type HeldBack } from '../content/published.ts';
import { ContentError, type ContentProblem } from '../errors.ts';
import { defaultImageCacheDir } from '../images/cache.ts';
import { imageProblems } from '../images/checks.ts';
import { loadSite } from '../load-site.ts';
import { withFormSimulation } from '../model/form-delivery.ts';
import { locateRef } from '../content/origins.ts';
import type { LoadedContent } from '../content/assemble.ts';
import type { BuildOptions } from './types.ts';

/** The checked content of a build, the problems that do not stop it, and where each value came from (page hashes name their files). */
export interface BuildContent {
  /** As published on the build date (content/published.ts). */
  content: Content;
  /** What that leaves out until a later build. */
  held: HeldBack[];
  /** The days from the build date on when the published site changes by date alone (content/published.ts dateChanges). */
  changes: string[];
  warnings: ContentProblem[];
  sources?: WeakMap<object, string>;
  /** A problem at the `host:` setting of site.yaml (the host-limit check, once the route table is built). */
  hostLocator: HostLocator;
}

export type HostLocator = (code: string, message: string) => ContentProblem;

/** Where a host-limit problem is reported: located now, so that the origins need not outlive loading. */
export function hostLocator(loaded: LoadedContent): HostLocator {
  const { location, frame } = locateRef(loaded.origins.ref('site', null, 'host'), '', '', true);
  return (code, message) => ({ code, message, location, frame });
}

/**
 * Loads the data folder (a file unchanged since the last build is neither
 * read, parsed nor checked again: content/parse-cache.ts) and runs the checks
 * that need to know where each value came from. Only the content leaves: the
 * sources and origins kept for locating problems (tens of megabytes for a
 * large site) are not needed past here. `compact`: the cache compacts the values
 * it parses (a large site's memory; ParseCacheOptions.compact).
 */
export async function loadContent(options: BuildOptions, code: string, compact: boolean): Promise<BuildContent> {
  const cache = openParseCache(defaultParseCacheDir(options.root), { checks: code, compact });
  const loaded = await loadSite(options.dataDir, options.templates, cache);
  cache.save(true);
  const imageChecks = await imageProblems(loaded, options.dataDir, options.templates.pages, options.imageCacheDir ?? defaultImageCacheDir(options.root));
  const errors = [...imageChecks.errors, ...futureReviewProblems(loaded, options.date)];
  if (errors.length > 0) throw new ContentError(errors);
  const warnings = [...deliveryProblems(loaded), ...imageChecks.warnings];
  const loadedContent = options.simulateForms ? withFormSimulation(loaded.content) : loaded.content;
  if (options.siteUrl) loadedContent.site.siteUrl = options.siteUrl;
  const { content, held, changes } = publishedContent(loadedContent, options.date);
  return { content, held, changes, warnings, sources: loaded.sources, hostLocator: hostLocator(loaded) };
}
