import type { Site } from '../../src/content/types.ts';
import { ActionRow } from './ActionLink.tsx';
import type { Action } from './copy-parts.ts';
import { Section } from './Section.tsx';

/** A brand-coloured call-to-action band: heading, one line of text, large buttons. */
export function CtaBand({
  id,
  heading,
  text,
  actions,
  site,
  className = '',
}: {
  id: string;
  heading: string;
  text: string;
  actions: Action[];
  site: Site;
  className?: string;
}) {
  return (
    <Section id={id} className={className ? `section--brand ${className}` : 'section--brand'} innerClassName="section__header" heading={heading} lead={text}>
      <ActionRow actions={actions} site={site} large />
    </Section>
  );
}
