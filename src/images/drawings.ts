// The drawings of data/images (everything but the photos): published as they
// are, at the same path; a photo is published only through the photo pipeline
// (its original keeps its metadata).

import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { copyFolder } from '../files/write.ts';
import { isRaster } from './references.ts';

/** The drawings' folder, in data/ and in the output. */
const DRAWINGS_DIR = 'images';

/** Copies the drawings of `dataDir` into the output folder `outDir`. */
export async function copyDrawings(dataDir: string, outDir: string): Promise<void> {
  await copyFolder(path.join(dataDir, DRAWINGS_DIR), path.join(outDir, DRAWINGS_DIR), (file) => !isRaster(file));
}

/** The files copyDrawings writes, by path in the output, with their sizes. */
export async function drawingFiles(dataDir: string): Promise<Array<{ file: string; bytes: number }>> {
  const base = path.join(dataDir, DRAWINGS_DIR);
  const files = (await fg('**/*', { cwd: base, onlyFiles: true, dot: true })).filter((file) => !isRaster(file));
  return Promise.all(files.map(async (file) => ({ file: `${DRAWINGS_DIR}/${file}`, bytes: (await stat(path.join(base, file))).size })));
}
