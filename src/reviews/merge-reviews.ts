// Merges imported reviews into the text of data/reviews.yaml through the
// `yaml` Document API, so the file's other content, its comments and its
// formatting stay as they were; only `imported` gains items.

import { isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { reviewKey, type ParsedReview } from '../review-import/parse-reviews.ts';

export interface MergeResult {
  /** The new file text (equal to the input when nothing was added). */
  text: string;
  /** Reviews appended to `imported`, in page order. */
  added: ParsedReview[];
  /** Reviews already in `imported` (same name and text). */
  duplicates: ParsedReview[];
  /** The whole document after the merge, as plain data (for schema validation). */
  value: unknown;
}

/** Keeps long review text on one line and everything else byte-identical. */
const STRINGIFY = { lineWidth: 0 } as const;

/** Appends the reviews not already in `imported` (de-duplicated by name and text). */
export function mergeImported(source: string, reviews: readonly ParsedReview[]): MergeResult {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new Error(`reviews.yaml is not valid YAML: ${doc.errors[0]!.message}`);
  if (!doc.contents || typeof doc.toJS() !== 'object' || Array.isArray(doc.toJS())) throw new Error('reviews.yaml must be a mapping with an `imported` list');
  const current = doc.get('imported');
  if (current !== undefined && current !== null && !isSeq(current)) throw new Error('reviews.yaml: `imported` must be a list');
  const existing = isSeq(current) ? ((current.toJSON() ?? []) as { name?: unknown; text?: unknown }[]) : [];
  const seen = new Set(
    existing.filter((r) => typeof r?.name === 'string' && typeof r?.text === 'string').map((r) => reviewKey(r as { name: string; text: string })),
  );

  const added: ParsedReview[] = [];
  const duplicates: ParsedReview[] = [];
  for (const review of reviews) {
    const key = reviewKey(review);
    if (seen.has(key)) {
      duplicates.push(review);
      continue;
    }
    seen.add(key);
    added.push(review);
  }
  if (added.length === 0) return { text: source, added, duplicates, value: doc.toJS() };

  let seq: YAMLSeq;
  if (isSeq(current)) {
    seq = current;
  } else {
    seq = doc.createNode([]) as YAMLSeq;
    doc.set('imported', seq);
  }
  seq.flow = false; // `imported: []` becomes a block list
  for (const review of added) {
    const item: Record<string, unknown> = { name: review.name, rating: review.rating, text: review.text };
    if (review.date) item.date = review.date;
    seq.add(doc.createNode(item));
  }
  return { text: doc.toString(STRINGIFY), added, duplicates, value: doc.toJS() };
}
