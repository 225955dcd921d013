import type { ReactNode } from 'react';

/** A page of running text (privacy policy, guarantee, partnership): its h1, then the prose in a readable measure. */
export function ProsePage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="section">
      <div className="container prose">
        <h1>{heading}</h1>
        {children}
      </div>
    </section>
  );
}
