// Helpers the claim rules share: run a pattern over every text of every page
// and report each distinct wording once per page.

import { excerptOf, pageTexts, type PageText } from '../html-text.ts';
import type { LintContext, RawFinding } from '../types.ts';

export interface ClaimMatch {
  page: PageText;
  match: RegExpMatchArray;
  /** The matched words on one line. */
  text: string;
  excerpt: string;
  /** The whole line (block) the claim sits in. */
  line: string;
  where: 'body' | 'title' | 'description' | 'keywords';
}

/** Every match of `patterns` on every page, once per page and wording. */
export function scanPages(context: LintContext, patterns: RegExp[]): ClaimMatch[] {
  const out: ClaimMatch[] = [];
  for (const page of context.pages) {
    const seen = new Set<string>();
    for (const { where, text } of pageTexts(page)) {
      for (const pattern of patterns) {
        const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
        for (const match of text.matchAll(global)) {
          const words = match[0].replace(/\s+/g, ' ').trim();
          const key = words.toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ page, match, text: words, excerpt: excerptOf(text, match.index!, match.index! + match[0].length), line: text, where });
        }
      }
    }
  }
  return out;
}

/** Where on the page a text was seen, for messages. */
export function onPage(where: ClaimMatch['where']): string {
  return where === 'body' ? '' : ` (in the page ${where === 'keywords' ? 'meta keywords' : where})`;
}

/**
 * A finding for a claim: located by the wording, then by the key token when
 * that is distinctive enough ("22+", "1985"; not "4.7", which matches
 * coordinates and prices).
 */
export function claimFinding(claim: ClaimMatch, message: string, token?: string, data?: Record<string, unknown>): RawFinding {
  const needles = [claim.text];
  if (token && token !== claim.text && (/\+|[a-z]/i.test(token) || token.length >= 4)) needles.push(token);
  return { message: `${message}${onPage(claim.where)}`, route: claim.page.route, needles, excerpt: claim.excerpt, data };
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

export function toNumber(word: string): number {
  const clean = word.replace(/,/g, '').toLowerCase();
  return WORD_NUMBERS[clean] ?? Number(clean);
}

/** Objects of a JSON-LD tree (including @graph members and nested values). */
export function* jsonLdNodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonLdNodes(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  yield node;
  for (const child of Object.values(node)) if (child !== null && typeof child === 'object') yield* jsonLdNodes(child);
}

export function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

/**
 * Findings for the AggregateRating nodes of every page whose `fields` differ
 * from the declared `site.facts[fact]` (a field left out is not a claim).
 */
export function aggregateRatingMismatches(context: LintContext, fields: readonly string[], fact: 'rating' | 'reviewCount', label: string): RawFinding[] {
  const declared = context.content.site.facts[fact];
  const out: RawFinding[] = [];
  for (const page of context.pages) {
    for (const node of page.jsonLd.flatMap((d) => [...jsonLdNodes(d)])) {
      if (!typesOf(node).includes('AggregateRating')) continue;
      for (const field of fields) {
        if (node[field] === undefined || Number(node[field]) === declared) continue;
        out.push({
          message: `structured data gives ${field} ${String(node[field])}; the declared ${label} is ${declared}`,
          route: page.route,
          refs: [{ key: 'site', index: null, path: ['facts', fact] }],
        });
      }
    }
  }
  return out;
}
