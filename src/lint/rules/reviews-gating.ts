// reviews/gating: copy that asks for reviews only from satisfied customers,
// sends unhappy ones elsewhere first, asks for a positive review, or pays for
// one. Read sentence by sentence, each with the two after it ("Were you happy
// with us? Leave a review!" is one request over two sentences).

import { excerptOf, pageTexts } from '../html-text.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { onPage } from './scan.ts';

/** A request for a review: "leave us a review", "write a review", "review us", "rate us". */
const REQUEST =
  /\b(?:leave|left|leaving|write|wrote|writing|post|posted|posting|give|gave|giving|share|drop|add|submit)\b[^.!?]{0,40}?\b(?:review|rating|stars?)\b|\b(?:review|rate)\s+us\b/i;
const REVIEW = /\breview|\brate\s+us\b|\brating\b/i;
const SATISFIED = '(?:happy|satisfied|pleased|delighted|thrilled)';
const GOOD = '(?:great|good|positive|wonderful|excellent|amazing|awesome|5[- ]?star|five[- ]star)';
const POSITIVE = `(?:great|positive|glowing|good|nice|raving|stellar|perfect|awesome|amazing|5[- ]?star|five[- ]star)`;

interface Gate {
  kind: string;
  /** The pattern of the gating wording; `request` says a review request must also be in the passage. */
  pattern: RegExp;
  request: boolean;
}

const GATES: Gate[] = [
  {
    kind: 'asks only satisfied customers',
    pattern: new RegExp(
      `\\b(?:only\\s+)?(?:if|when|once)\\s+you\\s+(?:(?:were|are|'re|’re|felt|feel|have\\s+been|were\\s+completely)\\s+)?(?:${SATISFIED}|loved|enjoyed|liked)\\b|\\b(?:if|when)\\s+you\\s+(?:had|have\\s+had)\\s+(?:a|an)\\s+${GOOD}\\s+(?:experience|visit|service)\\b|\\b(?:were|are)\\s+you\\s+${SATISFIED}\\b[^?]*\\?|\\b${SATISFIED}\\s+with\\s+(?:us|our\\s+\\w+|the\\s+\\w+)\\s*\\?|\\b(?:happy|satisfied)\\s+(?:customers?|clients?)\\b[^.!?]{0,20}?[:,—–-]\\s*(?:please\\s+)?(?:leave|write|post|review|rate)`,
      'i',
    ),
    request: true,
  },
  {
    kind: 'sends unhappy customers elsewhere first',
    pattern: new RegExp(
      `(?:\\bnot|n't|n’t)\\s+(?:completely\\s+|fully\\s+|100%\\s+)?${SATISFIED}\\b[^.!?]*[.!?]?\\s*[^.!?]*\\b(?:call|contact|e-?mail|tell|text|let)\\b[^.!?]{0,60}\\b(?:first|before|instead|directly|privately)\\b|\\b(?:unhappy|dissatisfied|disappointed|less\\s+than\\s+(?:perfect|5\\s+stars|five\\s+stars))\\b[^.!?]*[.!?]?\\s*[^.!?]*\\b(?:call|contact|e-?mail|tell|text|let)\\b[^.!?]{0,60}\\b(?:first|before|instead|directly|privately)\\b|\\bbefore\\s+(?:you\\s+)?(?:leav|writ|post|submitt?)\\w*\\s+(?:a|your|any)\\s+(?:\\w+\\s+)?review`,
      'i',
    ),
    request: false,
  },
  {
    kind: 'asks for a positive review',
    pattern: new RegExp(
      `\\b(?:leave|write|post|give|share|drop)\\s+(?:us\\s+)?(?:a|an|your)?\\s*${POSITIVE}\\s+(?:review|rating)s?\\b|\\b(?:rate|give)\\s+us\\s+(?:5|five)(?:\\s+out\\s+of\\s+5)?\\s+stars?\\b|\\b(?:love|appreciate|ask\\s+for|need|want|hoping\\s+for)\\s+(?:a|your|some)\\s+${POSITIVE}\\s+(?:review|rating)s?\\b`,
      'i',
    ),
    request: false,
  },
  {
    kind: 'offers something for a review',
    pattern:
      /\b(?:discount|\d+\s*%\s*off|\$\s?\d+\s*off|coupon|gift\s*card|free|rebate|credit|reward|prize|raffle|drawing|giveaway|entered|win|save)\b[^.!?]*\b(?:for|after|when\s+you|if\s+you)\s+(?:leaving|writing|posting|sharing|giving|leave|write|post|share|give)\s+(?:us\s+)?(?:a|an|your)?\s*(?:\w+\s+)?review|\b(?:(?:leave|write|post)\s+(?:us\s+)?(?:a|an)\s+(?:\w+\s+)?review|review\s+us)\b[^.!?]{0,30}?\s(?:and|to)\s+(?:get|receive|earn|save|win|be\s+entered|enter|claim)\b|\bin\s+exchange\s+for\s+(?:a|an|your)\s+(?:\w+\s+)?review/i,
    request: false,
  },
];

/** Each sentence of a text block, with the passage it opens (it and the two after it: a question and its answer). */
function passages(text: string): { sentence: string; passage: string; start: number }[] {
  const sentences: { text: string; start: number }[] = [];
  for (const match of text.matchAll(/[^.!?]+(?:[.!?]+|$)/g)) if (match[0].trim()) sentences.push({ text: match[0].trim(), start: match.index! });
  return sentences.map((s, i) => ({
    sentence: s.text,
    passage: sentences
      .slice(i, i + 3)
      .map((t) => t.text)
      .join(' '),
    start: s.start,
  }));
}

/** The kind of gating that starts in `sentence` (read on with its passage), or null. */
function gateOf(sentence: string, passage: string): string | null {
  if (!REVIEW.test(passage)) return null;
  for (const gate of GATES) {
    const match = gate.pattern.exec(passage);
    if (!match || match.index >= sentence.length) continue;
    if (gate.request && !REQUEST.test(passage)) continue;
    return gate.kind;
  }
  return null;
}

export const reviewsGating: LintRule = {
  id: 'reviews/gating',
  severity: 'error',
  description:
    'Review gating: Google\'s review policy forbids "selectively soliciting positive reviews" and incentives for reviews, and the FTC\'s rule on consumer reviews (16 CFR Part 465) forbids buying reviews of a given sentiment and suppressing negative ones. Ask every customer the same way.',
  title: 'A review request that gates, steers or pays',
  checks:
    'Copy that asks for reviews only from satisfied customers ("if you were happy…"), routes unhappy ones elsewhere first, asks for a positive or 5-star review, or offers a discount or gift for a review (Google\'s review policy; FTC 16 CFR Part 465).',
  fix: 'Ask every customer alike, with no question before the link and nothing in exchange: "Would you review our work? {reviewUrl}" (the messages of /review/card). An unhappy customer may be offered help, but never in place of the review link.',
  check(context) {
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      for (const { where, text } of pageTexts(page)) {
        for (const { sentence, passage, start } of passages(text)) {
          const kind = gateOf(sentence, passage);
          if (!kind) continue;
          out.push({
            message: `review request ${kind}: "${sentence.length > 90 ? `${sentence.slice(0, 87)}…` : sentence}"${onPage(where)}`,
            route: page.route,
            needles: [sentence],
            excerpt: excerptOf(text, start, start + sentence.length),
            data: { kind, sentence },
          });
        }
      }
    }
    return out;
  },
};
