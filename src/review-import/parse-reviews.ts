// Reviews out of a scraped profile page's markdown: a number followed by star(s), then a name up to a bullet
// separator, then the text. Runs in Node and in the browser.
//
// One review per line (after markdown list, quote and heading markers and
// ** / __ emphasis are taken off the front). Accepted rating forms:
//   "5 stars", "5 star", "5-star", "5★", "5 ★★★★★", "5 ⭐", "5.0 stars"
//   and a bare glyph run "★★★★☆" / "⭐⭐⭐⭐" (rating = filled stars).
// The rating must be a whole number 1-5 ("5.0" counts as 5; "4.5", "0" and
// "10 stars" are rejected, as is a glyph run longer than five).
// Separators between name and text: •, ·, | (spaces optional), and -, – or —
// with a space on both sides (so "Mary-Kate" stays one name).
// When nothing follows the separator, the text is the next non-empty line(s)
// up to a blank line or the next review. A relative date right after the
// name ("Sarah M. · 2 weeks ago · Great job") becomes the review's date.
// Text is kept as plain text: markup such as <b> or **bold** stays literal;
// the page renders it through React, which escapes it.

export interface ParsedReview {
  name: string;
  rating: number;
  text: string;
  /** Relative date when the page puts one between the name and the text. */
  date?: string;
}

/** Longest name accepted (longer "names" are prose, not a reviewer). */
const MAX_NAME = 60;
/** Longest review text kept. */
const MAX_TEXT = 5000;

const MARKERS = /^(?:\s*(?:[-*+>]|#{1,6}|\d+[.)])\s+)*\s*(?:\*\*|__)?\s*/;
const NUMBER_STARS = /^(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:stars?\b|(?:★|⭐|\uFE0F)+☆*)/iu;
const GLYPHS = /^((?:★|⭐|\uFE0F)+)(☆*)/u;
/** A relative date right after the name ("Sarah M. · 2 weeks ago · text"). */
const LEADING_DATE = /^((?:a|an|one|\d+)\s+(?:minute|hour|day|week|month|year)s?\s+ago)(?:\s*[•·|]\s*|\s+[-–—]\s+|$)/iu;
const SEPARATOR = /\s*[•·|]\s*|\s+[-–—]\s+|\s+[-–—]$/u;

interface Head {
  rating: number | null;
  rest: string;
}

/** The rating at the start of a line and what follows it, or null when the line does not start with one. */
function readRating(line: string): Head | null {
  const stripped = line.replace(MARKERS, '');
  const numbered = NUMBER_STARS.exec(stripped);
  if (numbered) {
    const value = Number(numbered[1]);
    const rating = Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
    return { rating, rest: stripped.slice(numbered[0].length) };
  }
  const glyphs = GLYPHS.exec(stripped);
  if (glyphs) {
    const filled = [...glyphs[1]!.replace(/\uFE0F/g, '')].length;
    const total = filled + [...glyphs[2]!].length;
    return { rating: filled >= 1 && filled <= 5 && total <= 5 ? filled : null, rest: stripped.slice(glyphs[0].length) };
  }
  return null;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Name and text of what follows a rating ("Sarah M. • Great job"), or null. */
function splitNameText(rest: string): { name: string; text: string } | null {
  const body = rest.replace(/^\s*(?:\*\*|__)?\s*(?:[:,]\s*)?/, '');
  const separator = SEPARATOR.exec(body);
  if (!separator || separator.index === 0) return null;
  const name = clean(body.slice(0, separator.index).replace(/(?:\*\*|__)+/g, ''));
  if (!name || name.length > MAX_NAME || !/\p{L}/u.test(name)) return null;
  return { name, text: body.slice(separator.index + separator[0].length) };
}

/** Every review found in `markdown`, in page order, without duplicates. */
export function parseReviews(markdown: string): ParsedReview[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const reviews: ParsedReview[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const head = readRating(lines[i]!);
    if (!head || head.rating === null) continue;
    const parts = splitNameText(head.rest);
    if (!parts) continue;
    let text = clean(parts.text);
    let date: string | undefined;
    const dated = LEADING_DATE.exec(text);
    if (dated) {
      date = clean(dated[1]!);
      text = text.slice(dated[0].length).trim();
    }
    if (!text) {
      // The text is on the following line(s): up to a blank line or the next review.
      const following: string[] = [];
      for (let j = i + 1; j < lines.length && lines[j]!.trim() && !readRating(lines[j]!); j++) following.push(lines[j]!);
      text = clean(following.join(' '));
    }
    if (!text) continue;
    if (text.length > MAX_TEXT) text = `${text.slice(0, MAX_TEXT)}…`;
    const review: ParsedReview = date ? { name: parts.name, rating: head.rating, text, date } : { name: parts.name, rating: head.rating, text };
    const key = reviewKey(review);
    if (seen.has(key)) continue;
    seen.add(key);
    reviews.push(review);
  }
  return reviews;
}

/** Identity of a review for de-duplication: name and text, case and spacing ignored. */
export function reviewKey(review: { name: string; text: string }): string {
  return `${clean(review.name).toLowerCase()}\u0000${clean(review.text).toLowerCase()}`;
}
