// Validates sitemap XML against the official XSDs vendored in
// test/fixtures/xsd/ with xmllint (libxml2-utils), offline.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { externalTool } from './external-tool.ts';

const XSD_DIR = path.resolve(import.meta.dirname, '../../fixtures/xsd');

export const xmllint = externalTool(
  'xmllint',
  ['--version'],
  'the sitemaps are checked against the official XSDs with it',
  'sudo apt-get install libxml2-utils (Debian, Ubuntu); macOS has it',
);

/**
 * xmllint's complaints about `xml` ('' when it validates): a <sitemapindex>
 * against siteindex.xsd, a <urlset> against urlset.xsd, which imports
 * sitemap.xsd and Google's image, video and news schemas.
 */
export function xsdErrors(xml: string): string {
  const schema = path.join(XSD_DIR, xml.includes('<sitemapindex') ? 'siteindex.xsd' : 'urlset.xsd');
  const run = spawnSync('xmllint', ['--noout', '--schema', schema, '-'], { input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status === 0) return '';
  return run.stderr.trim() || `xmllint exited ${run.status}`;
}
