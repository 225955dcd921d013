/**
 * React builds its output by appending chunk after chunk, which makes a
 * string of linked pieces (a rope): a large page is held in several times its
 * size (docs/performance.md), and a rope pasted into many pages is
 * walked piece by piece each time one is encoded. V8 flattens a string into
 * one piece when it converts it to a number (NaN here), which frees the pieces.
 */
export function flat(html: string): string {
  Number(html);
  return html;
}
