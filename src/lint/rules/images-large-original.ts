import { isRaster } from '../../images/references.ts';
import type { LintRule, RawFinding } from '../types.ts';

/** Above this an original is a full-size camera file: the build shrinks it, but the repository and every clone carry it. */
export const LARGE_ORIGINAL_BYTES = 3 * 1024 * 1024;

/** A photo straight from the phone grows the repository; the published variants are small either way. */
export const imagesLargeOriginal: LintRule = {
  id: 'images/large-original',
  severity: 'info',
  description: `A photo in data/images/ is over ${LARGE_ORIGINAL_BYTES / 1024 / 1024} MB (the build publishes small variants; the original only makes the repository heavy).`,
  title: 'A camera original over 3 MB in data/images',
  checks:
    'A photo the content names is over 3 MB in `data/images/` (a camera original): the build publishes small variants either way, but the repository and every clone carry the original. Located at the YAML line that names it.',
  fix: 'Resize the photo (about 2,500 pixels on the long side is plenty) or re-encode it before committing; the build makes the published sizes itself.',
  check(context) {
    const findings: RawFinding[] = [];
    for (const use of context.images) {
      const bytes = context.staticFileBytes.get(use.src);
      if (!isRaster(use.src) || bytes === undefined || bytes <= LARGE_ORIGINAL_BYTES) continue;
      findings.push({
        message: `photo "${use.src}" is ${(bytes / 1024 / 1024).toFixed(1)} MB; export it at about 2400 px wide to keep the repository small`,
        route: use.page,
        refs: [use.origin],
        data: { image: use.src, bytes },
      });
    }
    return findings;
  },
};
