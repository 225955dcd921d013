import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import type { Town } from '../src/content/types.ts';

/**
 * A copy of the bundled content with `count` towns: the 25 real ones in
 * towns.yaml, then synthetic towns cloned from them with unique names, slugs
 * and positions, one file each (data/towns/{slug}.yaml, the layout meant for
 * large sites: an edit re-reads one small file).
 */
export async function syntheticData(source: string, target: string, count: number): Promise<void> {
  await cp(source, target, { recursive: true });
  // past about 19,900 towns a site is over the free plan's 20,000 files: the generated sites are on a paid plan
  const site = path.join(target, 'site.yaml');
  await writeFile(site, (await readFile(site, 'utf8')).replace(/^ {2}plan: free$/m, '  plan: paid'));
  const towns = load(await readFile(path.join(target, 'towns.yaml'), 'utf8')) as Town[];
  await mkdir(path.join(target, 'towns'), { recursive: true });
  for (let i = towns.length; i < count; i++) {
    const base = towns[i % towns.length];
    const n = i + 1;
    const town: Town = {
      ...base,
      name: `${base.name} ${n}`,
      slug: `${base.slug}-${n}`,
      heroImage: undefined,
      coordinates: { lat: base.coordinates.lat + (n % 97) / 1000, lng: base.coordinates.lng - (n % 89) / 1000 },
    };
    await writeTown(target, town);
  }
}

/** Changes the description of the generated town `slug` (the bench's one-town edit), the rest of its file as it was. */
export async function editOneTown(target: string, slug: string): Promise<void> {
  const town = load(await readFile(townFile(target, slug), 'utf8')) as Town;
  town.description = `${town.description} Edited.`;
  await writeTown(target, town);
}

function townFile(target: string, slug: string): string {
  return path.join(target, 'towns', `${slug}.yaml`);
}

async function writeTown(target: string, town: Town): Promise<void> {
  await writeFile(townFile(target, town.slug), dump(JSON.parse(JSON.stringify(town)), { lineWidth: 120, noRefs: true }));
}
