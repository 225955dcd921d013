import { chmod, cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type OutputFiles = Map<string, string | Uint8Array>;

/** A staging folder beside the output folder, so the final swap is a rename on one disk. */
export async function createStaging(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, '.site-tmp-'));
  await chmod(dir, 0o755); // mkdtemp creates 0700; the published folder must be readable
  return dir;
}

export async function writeFiles(dir: string, files: OutputFiles): Promise<number> {
  let bytes = 0;
  const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(dir, f))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(
    [...files].map(([name, data]) => {
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      return writeFile(path.join(dir, name), data);
    }),
  );
  return bytes;
}

export async function copyFolder(from: string, to: string): Promise<void> {
  if (existsSync(from)) await cp(from, to, { recursive: true });
}

/** Replaces outDir with the finished staging folder; the old output survives until then. */
export async function publishStaging(staging: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const old = `${staging}-old`;
  if (existsSync(target)) await rename(target, old);
  try {
    await rename(staging, target);
  } catch (error) {
    if (existsSync(old)) await rename(old, target);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

export async function discardStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}
