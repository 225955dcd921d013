// Clusters of near-duplicate documents: MinHash LSH proposes candidate pairs,
// the exact Jaccard similarity of their shingle sets confirms them, and
// confirmed pairs join clusters (union-find). Within a band's bucket each
// document is compared with the bucket's first and latest member only, so
// the work grows with the number of documents, not of pairs: one template
// copied onto 50,000 pages is one bucket per band and about 50,000
// comparisons, not 1.25 billion.

import { MinHasher, type Banding } from './minhash.ts';
import { jaccard } from './shingles.ts';

export interface NearDuplicateOptions {
  /** Least Jaccard similarity of two documents in one cluster (a linked pair). */
  threshold: number;
  banding: Banding;
}

export interface SimilarPair {
  a: number;
  b: number;
  similarity: number;
}

export interface Cluster {
  /** Document indexes, ascending. */
  members: number[];
  /** The confirmed pairs that joined the cluster (a spanning set, not every pair). */
  links: SimilarPair[];
}

class UnionFind {
  private readonly parent: Int32Array;

  constructor(size: number) {
    this.parent = new Int32Array(size).map((_, i) => i);
  }

  find(x: number): number {
    let root = x;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[x] !== root) {
      const next = this.parent[x];
      this.parent[x] = root;
      x = next;
    }
    return root;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** Clusters of two or more documents (shingle sets) linked by pairs at or above the threshold, largest first. */
export function nearDuplicateClusters(sets: Uint32Array[], options: NearDuplicateOptions): Cluster[] {
  const hasher = new MinHasher(options.banding);
  const signatures = sets.map((s) => (s.length > 0 ? hasher.signature(s) : null));
  const groups = new UnionFind(sets.length);
  const links: SimilarPair[] = [];
  const tried = new Set<number>();
  const tryPair = (a: number, b: number) => {
    if (groups.find(a) === groups.find(b)) return;
    const key = Math.min(a, b) * sets.length + Math.max(a, b);
    if (tried.has(key)) return;
    tried.add(key);
    const similarity = jaccard(sets[a], sets[b]);
    if (similarity < options.threshold) return;
    groups.union(a, b);
    links.push({ a: Math.min(a, b), b: Math.max(a, b), similarity });
  };
  for (let band = 0; band < options.banding.bands; band++) {
    /** Band key → [first member, latest member]. */
    const buckets = new Map<number, [number, number]>();
    signatures.forEach((signature, i) => {
      if (!signature) return;
      const key = hasher.bandKey(signature, band);
      const bucket = buckets.get(key);
      if (!bucket) {
        buckets.set(key, [i, i]);
        return;
      }
      tryPair(bucket[0], i);
      if (bucket[1] !== bucket[0]) tryPair(bucket[1], i);
      bucket[1] = i;
    });
  }
  return clustersOf(groups, links, sets.length);
}

function clustersOf(groups: UnionFind, links: SimilarPair[], size: number): Cluster[] {
  const byRoot = new Map<number, Cluster>();
  for (const link of links) {
    const root = groups.find(link.a);
    let cluster = byRoot.get(root);
    if (!cluster) byRoot.set(root, (cluster = { members: [], links: [] }));
    cluster.links.push(link);
  }
  for (let i = 0; i < size; i++) byRoot.get(groups.find(i))?.members.push(i);
  return [...byRoot.values()].sort((x, y) => y.members.length - x.members.length || x.members[0] - y.members[0]);
}
