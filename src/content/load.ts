import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { assembleContent, type LoadedContent } from './assemble.ts';
import { contentFiles } from './files.ts';
import type { SourceFile } from './source.ts';
import type { Content } from './types.ts';

/** Reads the data folder (the only I/O of the content stage) and assembles it. */
export async function loadContent(dataDir: string): Promise<LoadedContent> {
  const files = new Map<keyof Content, SourceFile[]>();
  await Promise.all(
    contentFiles.map(async (kind) => {
      const matches = await fg(kind.pattern, { cwd: dataDir });
      files.set(kind.key, await Promise.all(matches.map((m) => readSource(path.join(dataDir, m)))));
    }),
  );
  return assembleContent({ files });
}

async function readSource(file: string): Promise<SourceFile> {
  return { path: path.relative(process.cwd(), file) || file, text: await readFile(file, 'utf8') };
}
