// The client bundle is built by Vite in a child process (src/islands/bundle-child.ts),
// so the memory Vite keeps leaves with it; the result and errors come back intact.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandNames } from '../../../src/islands/bundle.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { bundleClient } from '../../../src/islands/bundle.ts';
import { scratchDir } from '../helpers/scratch.ts';

const forked = vi.hoisted(() => [] as string[]);
vi.mock('node:child_process', async (original) => {
  const actual = await original<typeof import('node:child_process')>();
  const fork = (...args: Parameters<typeof actual.fork>) => {
    forked.push(String(args[0]));
    return actual.fork(...args);
  };
  return { ...actual, fork };
});

describe('client bundle', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_NO_CLIENT_CACHE', '1'); // a fresh Vite build every time
    forked.length = 0;
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is built in a process of its own, which hands back the manifest of what it wrote', async () => {
    const out = await scratchDir('site-bundle');
    const manifest = await bundleClient(projectRoot, out, await islandNames(projectRoot));
    expect(forked.map((file) => path.basename(file))).toEqual(['bundle-child.ts']);
    expect(manifest['island-Drawer']?.file).toMatch(/^assets\/.+\.js$/);
    for (const chunk of Object.values(manifest)) expect(existsSync(path.join(out, chunk.file)), chunk.file).toBe(true);
  }, 60_000);

  it("reports Vite's error from the child process", async () => {
    const out = await scratchDir('site-bundle');
    await expect(bundleClient(projectRoot, out, ['NoSuchIsland'])).rejects.toThrow(/NoSuchIsland/);
  }, 60_000);
});
