import { z } from 'zod';
import { slug, text } from './common.ts';

export const faq = z
  .strictObject({ question: text.describe('The question.'), answer: text.describe('The answer (plain text).') })
  .describe('One question and its answer.');

/** data/faqs.yaml */
export const faqs = z
  .record(slug, z.array(faq).min(1).describe('Questions of one topic.'))
  .describe('FAQ groups keyed by topic slug; a service page picks its group by the key.');
