// Data folders with towns one per file (data/towns/{slug}.yaml), made from a copy of the bundled data.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const header = '# yaml-language-server: $schema=../schema/town.schema.json\n';

/** Moves the towns from `from` (a "- name:" line) to the end out of towns.yaml, one file each in towns/. */
export async function moveTownsToFiles(data: string, from: string): Promise<string[]> {
  const list = await readFile(path.join(data, 'towns.yaml'), 'utf8');
  const cut = list.indexOf(`\n${from}\n`);
  const entries = list.slice(cut + 1).split(/\n(?=- )/);
  await writeFile(path.join(data, 'towns.yaml'), list.slice(0, cut + 1));
  await mkdir(path.join(data, 'towns'), { recursive: true });
  const slugs: string[] = [];
  for (const entry of entries) {
    const slug = /\n {2}slug: (\S+)/.exec(entry)![1];
    const body = entry.replace(/^- /, '').replace(/\n {2}/g, '\n');
    await writeFile(path.join(data, 'towns', `${slug}.yaml`), header + body);
    slugs.push(slug);
  }
  return slugs;
}
