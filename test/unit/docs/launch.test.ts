// The launch path: the README's Deploy to Cloudflare button names the
// repository data/site.yaml names, and docs/launch.md stays within six steps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the launch path', () => {
  it("puts a Deploy to Cloudflare button for data/site.yaml's repository in the README", () => {
    const { cms } = parse(read('data/site.yaml')) as { cms: { repo: string } };
    const buttons = [...read('README.md').matchAll(/\]\((https:\/\/deploy\.workers\.cloudflare\.com\/\?url=[^)]+)\)/g)].map((m) => m[1]);
    expect(buttons).toEqual([`https://deploy.workers.cloudflare.com/?url=https://github.com/${cms.repo}`]);
  });

  it('launches in at most six numbered steps', () => {
    const launch = read('docs/launch.md');
    const steps = [...launch.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps).toEqual(steps.map((_, i) => i + 1));
    expect(steps.length).toBeLessThanOrEqual(6);
  });
});
