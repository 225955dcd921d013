import type { ReactNode } from 'react';

/** The plain opening band of a page: its h1 and a lead paragraph (`className` names the page's variant, e.g. "blog-hero"). */
export function PageHero({ className, heading, lead, children }: { className: string; heading: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className={`section ${className}`}>
      <div className="container">
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
