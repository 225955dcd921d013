// Sveltia CMS's local mode in a browser test. On 127.0.0.1 the CMS offers
// "Work with Local Repository", which asks the browser for a folder
// (showDirectoryPicker) and edits it through the File System Access API. A
// headless browser shows no picker, so the page is given one that returns an
// origin-private folder (OPFS), filled from the scratch data folder as the
// repository's data/ (with the .git the CMS looks for); what the CMS saved
// there is then written back to the scratch folder, where `site dev` sees it.

import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The name of the origin-private folder the picker returns. */
const FOLDER = 'repository';

/** Every file under `dir`, by its path relative to it, base64. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = (await readFile(full)).toString('base64');
  }
  return files;
}

/** Before the page loads: its showDirectoryPicker returns the origin-private folder. */
export async function givePicker(page: Page): Promise<void> {
  await page.addInitScript((folder) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, FOLDER);
}

/** Fills the origin-private folder: `dataDir` as data/, and an empty .git. */
export async function fillFolder(page: Page, dataDir: string): Promise<void> {
  const files = await filesOf(dataDir);
  await page.evaluate(
    async ({ folder, files }) => {
      const origin = await navigator.storage.getDirectory();
      await origin.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const root = await origin.getDirectoryHandle(folder, { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [name, base64] of Object.entries(files)) {
        const parts = `data/${name}`.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: FOLDER, files },
  );
}

/** The files of the origin-private folder's data/ that differ from `dataDir`'s, written there; returns their paths. */
export async function writeBack(page: Page, dataDir: string): Promise<string[]> {
  // a write in progress renames its swap file: read again until the folder holds still
  let saved: Record<string, string> | undefined;
  for (let attempt = 0; !saved; attempt++) saved = await readFolder(page).catch((error: Error) => (attempt < 10 ? undefined : Promise.reject(error)));
  const before = await filesOf(dataDir);
  const changed = Object.keys(saved).filter((name) => saved[name] !== before[name]);
  for (const name of changed) {
    await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
    await writeFile(path.join(dataDir, name), Buffer.from(saved[name]!, 'base64'));
  }
  return changed.sort();
}

/** The origin-private folder's data/: every file by its path, base64. */
function readFolder(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (folder) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (name.endsWith('.crswap')) continue;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          files[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
    await walk(await root.getDirectoryHandle('data'), '');
    return files;
  }, FOLDER);
}
