// A copy of the default content with `count` generated 12-megapixel phone
// photos (4000×3000 JPEG, EXIF orientation 6) as gallery projects.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePhoto } from '../test/fixtures/photos/make-photo.ts';

export async function photoData(from: string, to: string, count: number): Promise<void> {
  await cp(from, to, { recursive: true });
  await mkdir(path.join(to, 'images/bench'), { recursive: true });
  const entries: string[] = [];
  for (let i = 1; i <= count; i++) {
    await makePhoto(path.join(to, `images/bench/photo-${i}.jpg`), { seed: i });
    entries.push(
      `- id: ${1000 + i}\n  title: Bench project ${i}\n  category: residential\n  type: repair\n  image: /images/bench/photo-${i}.jpg\n  alt: Generated bench photo ${i}\n  description: A generated photo for the benchmark.\n  location: Cody\n`,
    );
  }
  const gallery = path.join(to, 'gallery.yaml');
  await writeFile(gallery, `${await readFile(gallery, 'utf8')}${entries.join('')}`);
}
