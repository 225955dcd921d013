import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { locateRef, type ContentRef, type Origins } from './origins.ts';
import type { Content } from './types.ts';

/** Cross-file checks on schema-valid content: pages that would share a URL, references that resolve. */
export function referenceProblems(content: Content, origins: Origins): ContentProblem[] {
  const found: { ref: ContentRef | undefined; code: string; message: string }[] = [];
  const report = (ref: ContentRef | undefined, code: string, message: string) => found.push({ ref, code, message });

  pathClashes(content, origins, report);

  const towns = new Set(content.towns.map((t) => t.slug));
  const townRefs: [keyof Content['sitemap'], string[]][] = [
    ['doorServiceTowns', content.sitemap.doorServiceTowns],
    ['heroTowns', content.sitemap.heroTowns],
  ];
  for (const [field, list] of townRefs) {
    list.forEach((slug, i) => {
      if (!towns.has(slug)) report(origins.ref('sitemap', null, field, i), ErrorCodes.reference, `unknown town "${slug}" (no town has this slug)`);
    });
  }
  content.sitemap.townTiers.forEach((tier, t) =>
    tier.towns.forEach((slug, i) => {
      if (!towns.has(slug))
        report(origins.ref('sitemap', null, 'townTiers', t, 'towns', i), ErrorCodes.reference, `unknown town "${slug}" (no town has this slug)`);
    }),
  );

  const servicePaths = new Set(content.services.map((s) => s.path));
  content.videos.forEach((video, i) => {
    if (video.servicePath && !servicePaths.has(video.servicePath)) {
      report(origins.ref('videos', i, 'servicePath'), ErrorCodes.reference, `unknown service page "${video.servicePath}"`);
    }
  });
  return found.map(({ ref, code, message }) => locateRef(ref, code, message));
}

/** Two kinds of page with the same URL (duplicates within one list are duplicateKeyProblems' part). */
function pathClashes(content: Content, origins: Origins, report: (ref: ContentRef | undefined, code: string, message: string) => void) {
  const seen = new Map<string, { kind: string; ref: ContentRef | undefined }>();
  const check = (kind: string, path: string, ref: ContentRef | undefined) => {
    const first = seen.get(path);
    if (!first) return void seen.set(path, { kind, ref });
    if (first.kind === kind) return;
    const at = locateRef(first.ref, '', '').location;
    report(ref, ErrorCodes.duplicate, `the path "${path}" is used by more than one page${at ? ` (first at ${at.file}:${at.line})` : ''}`);
  };
  content.pages.forEach((p, i) => check('pages', p.path, origins.ref('pages', i, 'path')));
  content.services.forEach((s, i) => check('services', s.path, origins.ref('services', i, 'path')));
  content.towns.forEach((t, i) => check('towns', `/${t.slug}`, origins.ref('towns', i, 'slug')));
}
