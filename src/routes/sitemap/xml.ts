// The few XML pieces every sitemap needs: escaping, the document shell.

import { oneLine } from '../../text/one-line.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<name>escaped text</name>`; throws on text with a line break or control character (not allowed in a sitemap). */
export function element(name: string, text: string | number): string {
  return `<${name}>${escapeXml(oneLine(String(text), `sitemap <${name}>`))}</${name}>`;
}

export const NS = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  image: 'http://www.google.com/schemas/sitemap-image/1.1',
  video: 'http://www.google.com/schemas/sitemap-video/1.1',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
} as const;

/** A complete document: the XML declaration, the root element with its namespaces, one child per line. */
export function document(root: 'urlset' | 'sitemapindex', children: string[], extraNs: (keyof typeof NS)[] = []): string {
  const ns = [`xmlns="${NS.sitemap}"`, ...extraNs.map((p) => `xmlns:${p}="${NS[p]}"`)].join(' ');
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} ${ns}>`, ...children.map((c) => `  ${c}`), `</${root}>`, ''].join('\n');
}

/** Sitemap priority as the protocol writes it: 1.0, 0.9, … */
export function priority(value: number): string {
  return value.toFixed(1);
}
