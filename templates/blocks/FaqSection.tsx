import type { Content, Faq } from '../../src/content/types.ts';
import { faqPage } from '../../src/render/jsonld.ts';
import { Island } from '../../src/render/island.tsx';
import FaqAccordion from '../islands/FaqAccordion.tsx';
import type { FaqSource } from './copy-parts.ts';
import { JsonLdScript } from './JsonLdScript.tsx';

/** The questions of a FAQ source: its own items, or a group of data/faqs.yaml. */
export function resolveFaqs(source: Pick<FaqSource, 'group' | 'items'>, content: Content): Faq[] {
  if (source.items) return source.items;
  const group = source.group === undefined ? undefined : content.faqs[source.group];
  if (!group) throw new Error(`FAQ group "${source.group}" is not in data/faqs.yaml`);
  return group;
}

/** A FAQ accordion with its heading and FAQPage JSON-LD (only where FAQs are shown). */
export function FaqSection({
  id,
  source,
  content,
  className = 'section',
}: {
  id: string;
  source: Pick<FaqSource, 'heading' | 'group' | 'items'>;
  content: Content;
  className?: string;
}) {
  const faqs = resolveFaqs(source, content);
  return (
    <section className={className} aria-labelledby={`${id}-heading`}>
      <div className="container faq-section">
        <h2 id={`${id}-heading`}>{source.heading}</h2>
        <Island name="FaqAccordion" component={FaqAccordion} props={{ id, items: faqs }} />
        <JsonLdScript data={faqPage(faqs)} />
      </div>
    </section>
  );
}
