// Defence in depth for the line-based files the build prints (_redirects,
// _headers, sitemaps): content is checked at load (content/safe-values.ts),
// and the printers still refuse any value that could start a new line.

/** Line breaks, C0/C1 control characters, DEL and the Unicode line and paragraph separators. */
const BREAKS_LINE = /[\p{Cc}\u2028\u2029]/u;

/** `value` itself, or a thrown Error when it holds a line break or a control character. */
export function oneLine(value: string, what: string): string {
  if (BREAKS_LINE.test(value)) throw new Error(`refusing to print ${what} ${JSON.stringify(value)}: it holds a line break or control character`);
  return value;
}

/** `value` itself, or a thrown Error when it is not one non-empty field without whitespace (a _redirects or _headers token). */
export function oneToken(value: string, what: string): string {
  if (value === '' || /\s/.test(oneLine(value, what)))
    throw new Error(`refusing to print ${what} ${JSON.stringify(value)}: it must be one field without spaces`);
  return value;
}
