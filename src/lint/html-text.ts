// What a visitor reads on a rendered page: text blocks (tags and scripts
// stripped, entities decoded), the <head> texts shown in tabs and search
// results, links (tel:, mailto:, internal) and the JSON-LD objects.
import { memoByObject } from '../memo-by-object.ts';

export interface PageLink {
  href: string;
  /** The link's visible text (or aria-label when it has none). */
  text: string;
}

export interface PageText {
  /** Route path, e.g. "/services". */
  route: string;
  /** Output file, e.g. "services.html". */
  file: string;
  /** Body text: one line per block element. */
  body: string;
  /** The text of the page's <main> element, the same way (empty when it has none). */
  main: string;
  title: string;
  description: string;
  keywords: string;
  links: PageLink[];
  jsonLd: unknown[];
}

const BLOCK = new Set(
  'address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol optgroup option p pre section select summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/** Inline tags that style a run of text without separating words. */
const FORMATTING = new Set('abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small strong sub sup time u var wbr'.split(' '));
const RAW = new Set(['script', 'style', 'template', 'textarea', 'title']);
/** The only elements whose attributes matter here. */
const NEEDS_ATTRIBUTES = new Set(['a', 'img', 'meta', 'script', 'input']);
const NO_ATTRIBUTES: Record<string, string> = {};
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)|</gi;
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
  times: '×',
};

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A line that is only a figure: "15+", "4.9/5", "98%", "1,200". */
const FIGURE = /^[\d.,]+\+?%?(?:\/\d+)?$/;

/**
 * One line per block; spaces collapsed. A figure on its own line followed by
 * a short label ("15+" / "Years Experience") is read as one line, the way a
 * stats banner reads.
 */
function tidy(text: string): string {
  const lines = text.split('\n').map(flat).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    if (FIGURE.test(lines[i]) && next && /^[a-z]/i.test(next) && next.split(' ').length <= 6) {
      out.push(`${lines[i]} ${next}`);
      i++;
    } else out.push(lines[i]);
  }
  return out.join('\n');
}

export function extractPageText(route: string, file: string, html: string): PageText {
  const out: string[] = [];
  const links: PageLink[] = [];
  const jsonLd: unknown[] = [];
  const head = { title: '', description: '', keywords: '' };
  /** Open <a> elements: where their text starts in `out`. */
  const anchors: { href: string; label: string; start: number }[] = [];
  /** Open <dt>/<dd>: a term and its value are read as one line, "13+ Years in the basin". */
  let term: { start: number } | null = null;
  let definition: { start: number } | null = null;
  let pendingTerm: string | null = null;
  const flushTerm = () => {
    if (pendingTerm) out.push('\n', pendingTerm, '\n');
    pendingTerm = null;
  };
  let inHead = false;
  /** Where <main>'s text starts and ends in `out`. */
  const main = { start: -1, end: -1 };

  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(html))) {
    const [whole, closing, rawName, attrSource, text] = m;
    if (text !== undefined) {
      if (!inHead) out.push(decodeEntities(text));
      continue;
    }
    if (!rawName) continue; // comment, doctype, stray "<"
    const name = rawName.toLowerCase();
    if (closing) {
      if (name === 'head') inHead = false;
      if (name === 'a' && anchors.length > 0) {
        const a = anchors.pop()!;
        const inner = out.slice(a.start).join('').replace(/\s+/g, ' ').trim();
        links.push({ href: a.href, text: inner || a.label });
      }
      if (name === 'dt' && term) {
        flushTerm();
        pendingTerm = flat(out.splice(term.start).join(''));
        term = null;
        continue;
      }
      if (name === 'dd' && definition) {
        const value = flat(out.splice(definition.start).join(''));
        out.push('\n', pendingTerm ? `${value} ${pendingTerm}` : value, '\n');
        pendingTerm = null;
        definition = null;
        continue;
      }
      if (name === 'dl') flushTerm();
      if (BLOCK.has(name)) out.push('\n');
      if (name === 'main' && main.start !== -1 && main.end === -1) main.end = out.length;
      else if (!FORMATTING.has(name)) out.push(' ');
      continue;
    }
    const attrs = NEEDS_ATTRIBUTES.has(name) ? parseAttributes(attrSource ?? '') : NO_ATTRIBUTES;
    if (name === 'head') inHead = true;
    if (name === 'body') inHead = false;
    if (RAW.has(name) && !whole.endsWith('/>')) {
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = TOKEN.lastIndex;
      const end = closer.exec(html)?.index ?? -1;
      const inner = html.slice(TOKEN.lastIndex, end === -1 ? html.length : end);
      TOKEN.lastIndex = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length;
      if (name === 'title' && inHead) head.title = decodeEntities(inner).replace(/\s+/g, ' ').trim();
      else if (name === 'title') out.push(' ', decodeEntities(inner), ' ');
      else if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') {
        try {
          jsonLd.push(JSON.parse(inner));
        } catch {
          /* not our concern here: the build owns JSON-LD validity */
        }
      } else if (name === 'textarea' && !inHead) out.push('\n', decodeEntities(inner), '\n');
      continue;
    }
    if (name === 'meta') {
      const key = (attrs.name ?? '').toLowerCase();
      if (key === 'description') head.description = attrs.content ?? '';
      if (key === 'keywords') head.keywords = attrs.content ?? '';
      continue;
    }
    if (inHead) continue;
    if (BLOCK.has(name)) out.push('\n');
    else if (!FORMATTING.has(name)) out.push(' ');
    if (name === 'main' && main.start === -1) main.start = out.length;
    if (name === 'dt' && !whole.endsWith('/>')) term = { start: out.length };
    if (name === 'dd' && !whole.endsWith('/>')) definition = { start: out.length };
    if (name === 'a' && attrs.href !== undefined && !whole.endsWith('/>'))
      anchors.push({ href: attrs.href, label: attrs['aria-label'] ?? '', start: out.length });
    if (name === 'img' && attrs.alt) out.push(` ${attrs.alt} `);
    if (name === 'input' && (attrs.type === 'submit' || attrs.type === 'button') && attrs.value) out.push('\n', attrs.value, '\n');
  }
  flushTerm();
  while (anchors.length > 0) {
    const a = anchors.pop()!;
    links.push({ href: a.href, text: out.slice(a.start).join('').replace(/\s+/g, ' ').trim() || a.label });
  }
  const mainText = main.start === -1 ? '' : tidy(out.slice(main.start, main.end === -1 ? out.length : main.end).join(''));
  return { route, file, body: tidy(out.join('')), main: mainText, ...head, links, jsonLd };
}

/** Every text of a page a reader or search result shows, one line (block) each, with where it sits. */
export const pageTexts = memoByObject((page: PageText): { where: 'body' | 'title' | 'description' | 'keywords'; text: string }[] =>
  [
    { where: 'title' as const, text: page.title },
    { where: 'description' as const, text: page.description },
    { where: 'keywords' as const, text: page.keywords },
    ...page.body.split('\n').map((text) => ({ where: 'body' as const, text })),
  ].filter((t) => t.text !== ''),
);

/** A short quote around [start, end) of `text`, on one line. */
export function excerptOf(text: string, start: number, end: number, radius = 40): string {
  const from = Math.max(0, start - radius);
  const to = Math.min(text.length, end + radius);
  const quote = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${quote}${to < text.length ? '…' : ''}`;
}
