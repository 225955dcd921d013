import type { Content, Faq } from '../../src/content/types.ts';
import { faqPage } from '../../src/render/jsonld.ts';
import { Island } from '../../src/render/island.tsx';
import FaqAccordion from '../islands/FaqAccordion.tsx';
import type { FaqSource } from './copy-parts.ts';
import { JsonLdScript } from './JsonLdScript.tsx';
import { Section } from './Section.tsx';

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
  className,
}: {
  id: string;
  source: Pick<FaqSource, 'heading' | 'group' | 'items'>;
  content: Content;
  /** Classes after "section" ("section--alt"). */
  className?: string;
}) {
  const faqs = resolveFaqs(source, content);
  return (
    <Section id={`${id}-heading`} className={className} innerClassName="faq-section" heading={source.heading}>
      <Island name="FaqAccordion" component={FaqAccordion} props={{ id, items: faqs }} />
      <JsonLdScript data={faqPage(faqs)} />
    </Section>
  );
}
