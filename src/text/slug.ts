/** "Frozen Pipe.JPG" → "frozen-pipe-jpg": lower-case ASCII letters and digits joined by single dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
