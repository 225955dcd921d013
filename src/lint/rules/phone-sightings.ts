// Every phone number a page shows or dials: in its text, in tel: links and in
// its structured data.

import { excerptOf, pageTexts, type PageText } from '../html-text.ts';
import { findPhones, telDigits } from '../phones.ts';
import type { LintContext } from '../types.ts';
import { jsonLdNodes } from './scan.ts';

export interface PhoneSighting {
  page: PageText;
  digits: string;
  /** As written (text) or the href (link) or the JSON-LD value. */
  written: string;
  kind: 'text' | 'link' | 'structured data';
  /** Link text for kind "link". */
  linkText?: string;
  excerpt?: string;
}

/** Distinct numbers per page and kind. */
export function phoneSightings(context: LintContext): PhoneSighting[] {
  const out: PhoneSighting[] = [];
  for (const page of context.pages) {
    const seen = new Set<string>();
    const add = (s: PhoneSighting) => {
      const key = `${s.kind}:${s.digits}:${s.linkText ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push(s);
    };
    for (const { text } of pageTexts(page)) {
      for (const phone of findPhones(text)) {
        add({ page, digits: phone.digits, written: phone.text, kind: 'text', excerpt: excerptOf(text, phone.index, phone.index + phone.text.length) });
      }
    }
    for (const link of page.links) {
      if (!/^tel:/i.test(link.href)) continue;
      const digits = telDigits(link.href);
      if (digits) add({ page, digits, written: link.href, kind: 'link', linkText: link.text });
    }
    for (const node of page.jsonLd.flatMap((doc) => [...jsonLdNodes(doc)])) {
      const tel = node.telephone;
      if (typeof tel !== 'string') continue;
      const digits = telDigits(tel);
      if (digits) add({ page, digits, written: tel, kind: 'structured data' });
    }
  }
  return out;
}

/** Text to search the data for a number: as written, then each known display/tel form of it. */
export function phoneNeedles(context: LintContext, digits: string, written: string): string[] {
  const known = Object.values(context.content.site.phones).filter((p) => telDigits(p.tel) === digits);
  return [...new Set([written.replace(/^tel:/i, ''), ...known.flatMap((p) => [p.display, p.tel])])];
}
