import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { locateRef, type ContentRef, type Origins } from './origins.ts';
import type { Content } from './types.ts';

/** Cross-file checks: unique slugs and paths, references that resolve. */
export function referenceProblems(content: Content, origins: Origins): ContentProblem[] {
  const found: { ref: ContentRef | undefined; code: string; message: string }[] = [];
  const report = (ref: ContentRef | undefined, code: string, message: string) => found.push({ ref, code, message });

  duplicates(content.towns.map((t) => t.slug), (i, v) => report(origins.ref('towns', i, 'slug'), ErrorCodes.duplicate, `duplicate town slug "${v}"`));
  duplicates(content.services.map((s) => s.slug), (i, v) => report(origins.ref('services', i, 'slug'), ErrorCodes.duplicate, `duplicate service slug "${v}"`));
  duplicates(content.blog.map((p) => p.slug), (i, v) => report(origins.ref('blog', i, 'slug'), ErrorCodes.duplicate, `duplicate blog slug "${v}"`));
  duplicates(content.zips.map((z) => z.zip), (i, v) => report(origins.ref('zips', i, 'zip'), ErrorCodes.duplicate, `duplicate ZIP "${v}"`));
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
      if (!towns.has(slug)) report(origins.ref('sitemap', null, 'townTiers', t, 'towns', i), ErrorCodes.reference, `unknown town "${slug}" (no town has this slug)`);
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

function pathClashes(content: Content, origins: Origins, report: (ref: ContentRef | undefined, code: string, message: string) => void) {
  const seen = new Set<string>();
  const check = (path: string, ref: ContentRef | undefined) => {
    if (seen.has(path)) report(ref, ErrorCodes.duplicate, `the path "${path}" is used by more than one page`);
    seen.add(path);
  };
  content.pages.forEach((p, i) => check(p.path, origins.ref('pages', i, 'path')));
  content.services.forEach((s, i) => check(s.path, origins.ref('services', i, 'path')));
  content.towns.forEach((t, i) => check(`/${t.slug}`, origins.ref('towns', i, 'slug')));
}

function duplicates(values: string[], onDuplicate: (index: number, value: string) => void): void {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (seen.has(value)) onDuplicate(i, value);
    seen.add(value);
  });
}
