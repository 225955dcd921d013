import type { ReactNode } from 'react';
import type { SectionHeading } from './copy-parts.ts';
import { SectionHeader } from './SectionHeader.tsx';

/** The frame every page section shares: `<section class="section …">` labelled by its heading, and its container. */
export interface SectionFrameProps {
  /** The heading's id, which labels the section. */
  id: string;
  /** The section's own id, where a link points at it ("#recent-work"). */
  anchor?: string;
  /** Classes after "section": "section--alt", the page's own class. */
  className?: string;
  /** Classes after "container". */
  innerClassName?: string;
  children?: ReactNode;
}

/** A page section titled by an h2, with an optional lead paragraph, then its body. */
export function Section({ heading, lead, children, ...frame }: SectionFrameProps & { heading: ReactNode; lead?: ReactNode }) {
  return (
    <SectionFrame {...frame}>
      <h2 id={frame.id}>{heading}</h2>
      {lead !== undefined && <p className="lead">{lead}</p>}
      {children}
    </SectionFrame>
  );
}

/** A page section opening with its copy's centred heading and intro (SectionHeader), then its body. */
export function IntroSection({ copy, children, ...frame }: SectionFrameProps & { copy: SectionHeading }) {
  return (
    <SectionFrame {...frame}>
      <SectionHeader id={frame.id} heading={copy.heading} intro={copy.intro} />
      {children}
    </SectionFrame>
  );
}

/** The frame alone, for a section whose heading sits deeper in its body: a hero's h1, a heading in a card or in a column. */
export function SectionFrame({ id, anchor, className, innerClassName, children }: SectionFrameProps) {
  return (
    <section className={classes('section', className)} id={anchor} aria-labelledby={id}>
      <div className={classes('container', innerClassName)}>{children}</div>
    </section>
  );
}

function classes(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
