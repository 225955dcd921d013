// Publishing in place (src/output/update.ts): the previous output becomes the
// new one by moving only what changed, ends exactly as a whole build would
// leave it, and is left exactly as it was when a move fails at any step.
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MANIFEST, folderEntries, readBuildManifest, writeBuildManifest } from '../../../src/output/manifest.ts';
import { publishInPlace, type Rename } from '../../../src/output/update.ts';
import { UsageError } from '../../../src/errors.ts';
import { scratchDir } from '../helpers/scratch.ts';

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** Every entry below `dir` with its file's text and inode: what "exactly as it was" compares. */
function snapshot(dir: string): Record<string, string> {
  const entries = folderEntries(dir).map(({ name, folder }) => {
    const file = path.join(dir, name);
    return [name, folder ? 'folder' : `${readFileSync(file, 'utf8')} #${lstatSync(file).ino}`] as const;
  });
  return Object.fromEntries(entries);
}

/** A previous build, and the staging folder of the next, which changes a page, adds one, drops two and turns a file into a folder. */
async function previousAndNext(): Promise<{ out: string; staging: string; kept: Set<string> }> {
  const scratch = await scratchDir('site-update');
  const out = path.join(scratch, 'dist');
  const staging = path.join(scratch, '.site-tmp-next');
  writeFiles(out, {
    'index.html': 'home v1',
    'towns/cody.html': 'cody v1',
    'towns/ralston.html': 'ralston v1',
    'gone/old.html': 'old',
    feed: 'a file that becomes a folder',
  });
  writeBuildManifest(out);
  writeFiles(staging, { 'index.html': 'home v2', 'towns/powell.html': 'powell', 'feed/index.xml': '<feed/>' });
  mkdirSync(path.join(staging, 'empty'));
  return { out, staging, kept: new Set(['towns/cody.html']) };
}

describe('publishing in place', () => {
  it('leaves the folder as a whole build of the new site would, moving only what changed', async () => {
    const { out, staging, kept } = await previousAndNext();
    const folder = statSync(out).ino;
    const cody = statSync(path.join(out, 'towns/cody.html')).ino;
    const { removal, ...totals } = await publishInPlace(staging, out, kept);
    await removal;

    expect(folderEntries(out).map((entry) => entry.name)).toEqual([
      BUILD_MANIFEST,
      'empty',
      'feed',
      'feed/index.xml',
      'index.html',
      'towns',
      'towns/cody.html',
      'towns/powell.html',
    ]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('home v2');
    expect([statSync(out).ino, statSync(path.join(out, 'towns/cody.html')).ino]).toEqual([folder, cody]);
    // the manifest and totals kept up to date move by move are those of a walk of the finished folder
    const manifest = readFileSync(path.join(out, BUILD_MANIFEST), 'utf8');
    const walked = writeBuildManifest(out);
    expect(readFileSync(path.join(out, BUILD_MANIFEST), 'utf8')).toBe(manifest);
    expect(totals).toEqual(walked);
    expect(readBuildManifest(out)?.totals).toEqual({ files: walked.files - 1, bytes: walked.bytes - Buffer.byteLength(manifest) });
  });

  it('puts everything back when a move fails, at whichever move it fails', async () => {
    let moves = 0;
    {
      const { out, staging, kept } = await previousAndNext();
      const counting: Rename = (from, to) => {
        moves++;
        renameSync(from, to);
      };
      await (await publishInPlace(staging, out, kept, counting)).removal;
    }
    expect(moves).toBeGreaterThan(4);
    for (let failing = 1; failing <= moves; failing++) {
      const { out, staging, kept } = await previousAndNext();
      const before = snapshot(out);
      let calls = 0;
      const rename: Rename = (from, to) => {
        if (++calls === failing) throw Object.assign(new Error(`EIO: move ${failing} failed`), { code: 'EIO' });
        renameSync(from, to);
      };
      await expect(publishInPlace(staging, out, kept, rename)).rejects.toThrow(`move ${failing} failed`);
      expect(snapshot(out)).toEqual(before);
      // nothing left beside it but the staging folder, which the build discards
      expect(readdirSync(path.dirname(out)).sort()).toEqual([path.basename(staging), 'dist']);
    }
  });

  it('refuses, moving nothing, when a file appeared where the new build writes one since the build began', async () => {
    const { out, staging, kept } = await previousAndNext();
    writeFiles(out, { 'towns/powell.html': 'the owner’s own page', 'notes.txt': 'left alone' });
    const before = snapshot(out);
    await expect(publishInPlace(staging, out, kept)).rejects.toThrow(
      new UsageError(
        `refusing to publish into "${out}": "towns/powell.html" appeared there while the site was built, where the last build wrote nothing; nothing was published: move it out and build again`,
      ),
    );
    expect(snapshot(out)).toEqual(before);
  });

  it('leaves a file that appeared since the build began where the new build writes nothing', async () => {
    const { out, staging, kept } = await previousAndNext();
    writeFiles(out, { 'notes.txt': 'left alone' });
    await (await publishInPlace(staging, out, kept)).removal;
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('left alone');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('home v2');
  });

  it('refuses, with a message and no stack, when the folder was removed or replaced by a link since the build began', async () => {
    const { out, staging, kept } = await previousAndNext();
    renameSync(out, `${out}-moved`);
    const refusal = new UsageError(`the output folder "${out}" was removed or replaced while the site was built; nothing was published`);
    await expect(publishInPlace(staging, out, kept)).rejects.toThrow(refusal);
    symlinkSync(`${out}-moved`, out);
    await expect(publishInPlace(staging, out, kept)).rejects.toThrow(refusal);
  });
});
