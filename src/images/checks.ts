// `site check` (and the build) on the images the content names: each exists
// under data/images/, each photo has alt text, each photo is wide enough for
// the largest slot it is shown in.

import { existsSync } from 'node:fs';
import type { LoadedContent } from '../content/assemble.ts';
import { locateRef } from '../content/origins.ts';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { imageFile } from './pipeline.ts';
import { sourceSize } from './process.ts';
import { IMAGE_PREFIX, imageUses, isRaster, type ImageUse } from './references.ts';
import { SLOTS } from './slots.ts';

export interface ImageProblems {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

export async function imageProblems({ content, origins }: LoadedContent, dataDir: string): Promise<ImageProblems> {
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const at = (use: ImageUse, code: string, message: string) => locateRef(origins.ref(use.origin.key, use.origin.index, ...use.origin.path), code, message);
  const uses = imageUses(content);
  // every photo's header is read at once (sharp reads them on its thread pool)
  const widths = new Map<string, Promise<number | null>>();
  for (const use of uses) {
    const file = isRaster(use.src) ? imageFile(dataDir, use.src) : null;
    if (file && existsSync(file) && !widths.has(file)) widths.set(file, orientedWidth(file));
  }
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
    const width = await (widths.get(file) as Promise<number | null>);
    const needed = SLOTS[use.slot].minSourceWidth;
    if (width === null)
      errors.push(
        at(use, ErrorCodes.imageUnreadable, `image "${use.src}" cannot be read as an image (JPEG, PNG, WebP, AVIF, TIFF; HEIC only where libvips supports it)`),
      );
    else if (width < needed)
      warnings.push(
        at(use, ErrorCodes.imageTooSmall, `photo "${use.src}" is ${width} px wide; its ${use.slot} slot shows up to ${needed} px, so it will look soft`),
      );
  }
  return { errors, warnings };
}

async function orientedWidth(file: string): Promise<number | null> {
  return sourceSize(file).then(
    (size) => size.width,
    () => null,
  );
}
