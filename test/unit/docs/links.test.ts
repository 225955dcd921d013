// Every relative link in README.md and docs/*.md reaches a file, and every
// #anchor a heading of that file (as GitHub names it); every file they name
// in code spans, and every docs/*.md page the code or the content names, exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const fenced = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of fenced.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative link targets of a page: [text](target) and <a href="target">, without external URLs. */
function relativeLinks(markdown: string): string[] {
  const text = prose(markdown);
  const targets = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** What is wrong with `target` as written in `page` ('' when it resolves). */
function brokenLink(page: string, target: string): string {
  const [file, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = file === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), decodeURIComponent(file));
  if (!existsSync(resolved)) return `${page}: ${target} (no file ${path.relative(root, resolved)})`;
  if (anchor === undefined || !resolved.endsWith('.md')) return '';
  return headingAnchors(readFileSync(resolved, 'utf8')).has(anchor) ? '' : `${page}: ${target} (no heading #${anchor} in ${path.relative(root, resolved)})`;
}

describe('documentation links', () => {
  it.each(pages)('every relative link in %s resolves', (page) => {
    const links = relativeLinks(readFileSync(path.join(root, page), 'utf8'));
    expect(links.map((target) => brokenLink(page, target)).filter(Boolean)).toEqual([]);
  });

  it.each(pages)('every file of the repository that %s names in code spans exists', (page) => {
    const named = [
      ...readFileSync(path.join(root, page), 'utf8').matchAll(/`((?:src|templates|test|bench|bin|scripts|data|functions|migrations|\.github|\.ci)\/[^`\s]*)`/g),
    ]
      .map((m) => m[1]!)
      .filter((p) => !/[*{}…<>]/.test(p)); // patterns and placeholders name no one file
    expect(named.filter((p) => !existsSync(path.join(root, p.split(':')[0]!)))).toEqual([]);
  });

  it('every docs page the code, content and workflow name exists', () => {
    const named = new Set<string>();
    const scan = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(rel);
        else if (/\.(ts|tsx|js|cjs|ya?ml|toml|json)$/.test(entry.name)) {
          for (const [doc] of readFileSync(path.join(root, rel), 'utf8').matchAll(/\bdocs\/[\w-]+\.md\b/g)) named.add(`${rel} → ${doc}`);
        }
      }
    };
    for (const dir of ['src', 'templates', 'data', 'bin', 'scripts', 'bench', '.github']) scan(dir);
    expect([...named].filter((entry) => !existsSync(path.join(root, entry.split(' → ')[1]!)))).toEqual([]);
    expect(named.size).toBeGreaterThan(0);
  });

  it('finds a broken file link and a broken anchor', () => {
    expect(brokenLink('README.md', 'docs/missing.md')).toMatch(/no file docs\/missing\.md/);
    expect(brokenLink('README.md', 'docs/cli.md#no-such-heading')).toMatch(/no heading #no-such-heading/);
    expect(brokenLink('docs/cli.md', '#build')).toBe('');
    expect([...headingAnchors('# A `site dev` page\n## Set up once\n## Set up once\n')]).toEqual(['a-site-dev-page', 'set-up-once', 'set-up-once-1']);
  });
});
