import type { ReactNode } from 'react';

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, note, className, children }: { href: string; note: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {note}</span>
    </a>
  );
}
