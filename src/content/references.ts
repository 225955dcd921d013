import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { locateRef, type ContentRef, type Origins } from './origins.ts';
import { outputClashProblems } from './output-clashes.ts';
import type { Content } from './types.ts';

/** Cross-file checks on schema-valid content: pages that would share an output file or URL, references that resolve. */
export function referenceProblems(content: Content, origins: Origins): ContentProblem[] {
  const found: { ref: ContentRef | undefined; code: string; message: string }[] = [];
  const report = (ref: ContentRef | undefined, code: string, message: string) => found.push({ ref, code, message });

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
  return [...outputClashProblems(content, origins), ...found.map(({ ref, code, message }) => locateRef(ref, code, message))];
}
