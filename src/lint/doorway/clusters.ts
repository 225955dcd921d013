// Near-duplicate clusters among the audited pages, each described for the
// owner: how alike its pages are, the copy they all share (the lines to
// rewrite) and, page by page, what would set it apart.

import { nearDuplicateClusters, type Cluster } from '../similarity/near-duplicates.ts';
import type { Banding } from '../similarity/minhash.ts';
import { jaccard, shingles, words } from '../similarity/shingles.ts';
import type { AuditedPage } from './pages.ts';

/**
 * Least Jaccard similarity (5-word shingles of <main>) of two pages in one
 * cluster. On the bundled site the town pairs fall into two groups, up to
 * 0.50 (pages of different families) and from 0.60 (pages of one family
 * that differ only in their short lists); 0.55 sits in that gap.
 */
export const DOORWAY_THRESHOLD = 0.55;
/** 72 hash functions: a pair at 0.55 is proposed with probability 0.99, at 0.3 with 0.48 (and then dropped by the exact check). */
export const DOORWAY_BANDING: Banding = { bands: 24, rows: 3 };
/** Up to this many pages, a cluster's similarity is over every pair; above, over the pairs that linked it. */
const ALL_PAIRS_MAX = 200;
/** A page with fewer words than this in lines no other page of its cluster has has no text of its own. */
export const OWN_TEXT_MIN_WORDS = 30;
/** Shared lines listed per cluster (the longest first). */
const SHARED_LINES_MAX = 8;
/** A shared line shorter than this is a heading or a label, not copy to rewrite. */
const SHARED_LINE_MIN_WORDS = 4;

export type Lack = 'no local project' | 'no local review' | 'no text of its own';

export interface PageReport {
  route: string;
  /** Its highest similarity to another page of the cluster. */
  similarity: number;
  projects: number;
  reviews: number;
  /** Words in lines no other page of the cluster shows. */
  ownWords: number;
  /** What would set it apart; absent when it has all three (SARIF properties hold no empty arrays). */
  lacks?: Lack[];
}

export interface ClusterReport {
  pages: PageReport[];
  /** Town pages among them. */
  towns: number;
  similarity: { min: number; median: number; max: number; over: 'every pair' | 'linking pairs' };
  /** Lines every page of the cluster shows ("{town}" for each page's own place name): those naming the place first, then the longest. */
  sharedCopy: string[];
}

export function doorwayClusters(pages: AuditedPage[], threshold = DOORWAY_THRESHOLD): ClusterReport[] {
  const sets = pages.map((p) => shingles(p.main));
  return nearDuplicateClusters(sets, { threshold, banding: DOORWAY_BANDING }).map((cluster) => describe(cluster, pages, sets));
}

function describe(cluster: Cluster, pages: AuditedPage[], sets: Uint32Array[]): ClusterReport {
  const members = cluster.members.map((i) => pages[i]);
  const { pairs, best, over } = similarities(cluster, sets);
  const lines = members.map(placeFreeLines);
  const counts = new Map<string, number>();
  for (const own of lines) for (const line of own) counts.set(line, (counts.get(line) ?? 0) + 1);
  const reports = members.map((page, k): PageReport => {
    const ownWords = [...lines[k]].filter((l) => counts.get(l) === 1).reduce((sum, l) => sum + words(l).length, 0);
    const projects = page.local?.projects.length ?? 0;
    const reviews = page.local?.reviews.length ?? 0;
    const lacks: Lack[] = [];
    if (page.kind === 'town' && projects === 0) lacks.push('no local project');
    if (page.kind === 'town' && reviews === 0) lacks.push('no local review');
    if (ownWords < OWN_TEXT_MIN_WORDS) lacks.push('no text of its own');
    return { route: page.route, similarity: round(best.get(cluster.members[k]) ?? 0), projects, reviews, ownWords, ...(lacks.length > 0 ? { lacks } : {}) };
  });
  const sharedCopy = [...counts]
    .filter(([line, n]) => n === members.length && words(line).length >= SHARED_LINE_MIN_WORDS)
    .map(([line]) => line)
    // the copy written for "any town" first: the mark of a page made from a template
    .sort((a, b) => Number(b.includes('{town}')) - Number(a.includes('{town}')) || words(b).length - words(a).length || a.localeCompare(b))
    .slice(0, SHARED_LINES_MAX);
  pairs.sort((a, b) => a - b);
  return {
    pages: reports,
    towns: members.filter((p) => p.kind === 'town').length,
    similarity: { min: round(pairs[0]), median: round(median(pairs)), max: round(pairs.at(-1)!), over },
    sharedCopy,
  };
}

/** The similarities a cluster is described by, and each member's highest. */
function similarities(cluster: Cluster, sets: Uint32Array[]): { pairs: number[]; best: Map<number, number>; over: ClusterReport['similarity']['over'] } {
  const best = new Map<number, number>();
  const note = (i: number, s: number) => best.set(i, Math.max(best.get(i) ?? 0, s));
  const pairs: number[] = [];
  const all = cluster.members.length <= ALL_PAIRS_MAX;
  if (all) {
    const { members } = cluster;
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const s = jaccard(sets[members[x]], sets[members[y]]);
        pairs.push(s);
        note(members[x], s);
        note(members[y], s);
      }
  } else
    for (const link of cluster.links) {
      pairs.push(link.similarity);
      note(link.a, link.similarity);
      note(link.b, link.similarity);
    }
  return { pairs, best, over: all ? 'every pair' : 'linking pairs' };
}

/** The page's distinct lines with its own place name written "{town}", so pages about different places compare equal. */
function placeFreeLines(page: AuditedPage): Set<string> {
  const place = page.place ? new RegExp(`\\b${page.place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g') : null;
  return new Set(page.main.split('\n').map((line) => (place ? line.replace(place, '{town}') : line)));
}

function median(sorted: number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
