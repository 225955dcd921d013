import type { Site } from '../../src/content/types.ts';
import { ActionRow } from './ActionLink.tsx';
import type { Action } from './copy-parts.ts';

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
    <section className={`section section--brand ${className}`.trim()} aria-labelledby={id}>
      <div className="container section__header">
        <h2 id={id}>{heading}</h2>
        <p className="lead">{text}</p>
        <ActionRow actions={actions} site={site} large />
      </div>
    </section>
  );
}
