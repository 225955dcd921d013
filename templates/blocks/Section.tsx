import type { ReactNode } from 'react';
import { SectionHeader } from './SectionHeader.tsx';

interface SectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  heading: ReactNode;
  /** Classes after "section": "section--alt", the page's own class. */
  className?: string;
  /** Classes after "container". */
  innerClassName?: string;
  children?: ReactNode;
}

/** A page section titled by an h2, with an optional lead paragraph, then its body. */
export function Section({ id, heading, lead, className, innerClassName, children }: SectionProps & { lead?: ReactNode }) {
  return (
    <SectionFrame id={id} className={className} innerClassName={innerClassName}>
      <h2 id={id}>{heading}</h2>
      {lead !== undefined && <p className="lead">{lead}</p>}
      {children}
    </SectionFrame>
  );
}

/** A page section opening with the centred heading and intro (SectionHeader), then its body. */
export function IntroSection({ id, heading, intro, className, innerClassName, children }: SectionProps & { heading: string; intro?: string }) {
  return (
    <SectionFrame id={id} className={className} innerClassName={innerClassName}>
      <SectionHeader id={id} heading={heading} intro={intro} />
      {children}
    </SectionFrame>
  );
}

function SectionFrame({ id, className, innerClassName, children }: Omit<SectionProps, 'heading'>) {
  return (
    <section className={classes('section', className)} aria-labelledby={id}>
      <div className={classes('container', innerClassName)}>{children}</div>
    </section>
  );
}

function classes(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
