import type { Site } from '../../src/content/types.ts';
import { ActionRow } from './ActionLink.tsx';
import type { Action } from './copy-parts.ts';

/** The opening section of a page: eyebrow, the H1, a lead paragraph and buttons. */
export function PageIntro({ eyebrow, heading, intro, actions, site }: { eyebrow: string; heading: string; intro: string; actions: Action[]; site: Site }) {
  return (
    <section className="section">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{heading}</h1>
        <p className="lead">{intro}</p>
        <ActionRow actions={actions} site={site} />
      </div>
    </section>
  );
}
