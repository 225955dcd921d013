// `site check` (and the build) on the images the content names: each exists
// under data/images/, each photo has alt text, decodes whole (images/damage.ts)
// and is wide enough for the largest slot it is shown in. A damaged photo in
// data/images/ that no page shows is a warning: it is never published.

import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { LoadedContent } from '../content/assemble.ts';
import { locateRef } from '../content/origins.ts';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { imageFile } from './pipeline.ts';
import { inspectImages, type Inspection } from './damage.ts';
import { IMAGE_PREFIX, imageUses, isRaster, type CopyImageSources, type ImageUse } from './references.ts';
import { SLOTS } from './slots.ts';

export interface ImageProblems {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

/** `templates`: which images each page's copy names (images/references.ts); `cacheDir`: the image cache, where the photos that decoded whole are recorded (images/damage.ts). */
export async function imageProblems(
  { content, origins }: LoadedContent,
  dataDir: string,
  templates: CopyImageSources,
  cacheDir?: string,
): Promise<ImageProblems> {
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const at = (use: ImageUse, code: string, message: string) => locateRef(origins.ref(use.origin.key, use.origin.index, ...use.origin.path), code, message);
  const uses = imageUses(content, templates);
  const shown = new Set(
    uses.flatMap((use) => (isRaster(use.src) ? [imageFile(dataDir, use.src)] : [])).filter((file): file is string => file !== null && existsSync(file)),
  );
  const unshown = (await rasterFiles(dataDir)).filter((file) => !shown.has(file));
  // every photo is decoded at once (sharp decodes them on its thread pool)
  const inspections = await inspectImages([...shown, ...unshown], { cacheDir });
  for (const use of uses) {
    if (!use.src.startsWith(IMAGE_PREFIX)) continue; // not a file of data/images (left to the link checks)
    const file = imageFile(dataDir, use.src);
    if (!file) {
      errors.push(at(use, ErrorCodes.reference, `image "${use.src}" is outside data/images/`));
      continue;
    }
    if (!existsSync(file)) {
      errors.push(at(use, ErrorCodes.missingFile, `image "${use.src}" does not exist (expected data${use.src})`));
      continue;
    }
    if (!isRaster(use.src)) continue;
    if (use.alt === undefined)
      errors.push(at(use, ErrorCodes.imageAlt, `photo "${use.src}" has no alt text: describe what it shows (gallery: "alt", towns: "heroAlt")`));
    const inspection = inspections.get(file) as Inspection;
    const needed = SLOTS[use.slot].minSourceWidth;
    if (!inspection.ok) errors.push(at(use, ErrorCodes.imageDamaged, `photo "${use.src}" ${inspection.problem}`));
    else if (inspection.width < needed)
      warnings.push(
        at(
          use,
          ErrorCodes.imageTooSmall,
          `photo "${use.src}" is ${inspection.width} px wide; its ${use.slot} slot shows up to ${needed} px, so it will look soft`,
        ),
      );
  }
  return { errors, warnings: [...warnings, ...unshownDamage(unshown, inspections)] };
}

/** Every raster file in data/images/. */
async function rasterFiles(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'images');
  return (await fg('**/*', { cwd: folder, onlyFiles: true })).filter(isRaster).map((name) => path.join(folder, name));
}

/** A warning for each of `files` (photos no page shows) that is damaged. */
function unshownDamage(files: string[], inspections: ReadonlyMap<string, Inspection>): ContentProblem[] {
  return files.flatMap((file) => {
    const inspection = inspections.get(file);
    if (!inspection || inspection.ok) return [];
    const name = path.relative(process.cwd(), file);
    return [{ code: ErrorCodes.imageDamagedUnused, message: `photo ${name} ${inspection.problem} (no page shows it, so it is not published)` }];
  });
}
