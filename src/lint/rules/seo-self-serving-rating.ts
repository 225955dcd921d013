import type { LintRule, RawFinding } from '../types.ts';
import { jsonLdNodes, typesOf } from './scan.ts';

const BUSINESS = /Organization|LocalBusiness|Business|Plumber|HVAC|Contractor|Electrician|ProfessionalService/;

export const seoSelfServingRating: LintRule = {
  id: 'seo/self-serving-rating',
  severity: 'info',
  description:
    "Since 2019 Google shows no review stars for a business's AggregateRating about itself (self-serving reviews); the markup is harmless but earns nothing.",
  title: 'A self-serving AggregateRating in the structured data',
  checks: 'JSON-LD AggregateRating about the business itself: Google shows no stars for self-serving reviews since 2019.',
  fix: 'Nothing is broken for visitors. Remove the rating markup, or set the rule to off in `lint.rules` with the reason it is kept (other search engines, say).',
  check(context) {
    const { company } = context.content.site;
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      const nodes = page.jsonLd.flatMap((d) => [...jsonLdNodes(d)]);
      const aboutBusiness = (node: unknown): boolean => {
        if (!node || typeof node !== 'object') return false;
        const n = node as Record<string, unknown>;
        if (typesOf(n).some((t) => BUSINESS.test(t))) return true;
        if (typeof n.name === 'string' && n.name.includes(company)) return true;
        const id = n['@id'];
        return typeof id === 'string' && nodes.some((o) => o['@id'] === id && typesOf(o).some((t) => BUSINESS.test(t)));
      };
      const self = nodes.some(
        (n) =>
          (n.aggregateRating !== undefined && aboutBusiness(n)) ||
          (typesOf(n).includes('AggregateRating') && (n.itemReviewed === undefined || aboutBusiness(n.itemReviewed))),
      );
      if (self) {
        out.push({
          message: 'structured data rates the business itself (AggregateRating); Google shows no stars for self-serving reviews',
          route: page.route,
          refs: [{ key: 'site', index: null, path: ['facts', 'rating'] }],
        });
      }
    }
    return out;
  },
};
