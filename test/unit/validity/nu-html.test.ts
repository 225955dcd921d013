import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { externalTool } from '../helpers/external-tool.ts';
import { renderedDefaultSite } from '../helpers/site.ts';

// The W3C Nu Html Checker (vnu.jar from the vnu-jar package) over every page
// of the default site: no errors and no warnings. Informational notes (such
// as the trailing slash React prints on void elements) are not problems.
const VNU = path.resolve(import.meta.dirname, '../../../node_modules/vnu-jar/build/dist/vnu.jar');
const java = externalTool(
  'java',
  ['-version'],
  'the W3C Nu Html Checker (vnu.jar) that validates every page runs on it',
  'a Java runtime, e.g. sudo apt-get install default-jre-headless, or brew install openjdk',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

describe.skipIf(!java.present)(java.title('the Nu Html Checker finds no error or warning on any page'), async () => {
  const { files } = await renderedDefaultSite();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-vnu-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pages = [...files].filter(([name]) => name.endsWith('.html'));
  for (const [name, html] of pages) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), html);
  }

  it('checks every page in one run', () => {
    expect(pages.length).toBeGreaterThan(70);
    // One JVM for all pages keeps this to a few seconds.
    const run = spawnSync('java', ['-jar', VNU, '--format', 'json', '--skip-non-html', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const problems = messages
      .filter((m) => m.type === 'error' || (m.type === 'info' && m.subType === 'warning') || m.type === 'non-document-error')
      .map((m) => `${path.relative(dir, m.url.replace(/^file:/, ''))}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
