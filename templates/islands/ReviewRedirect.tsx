import { useEffect } from 'react';
import { sendConversion } from '../../src/islands/conversion-beacon.ts';

export interface ReviewRedirectProps {
  /** The business profile's "write a review" address. */
  to: string;
  label: string;
}

/**
 * /review: counts the visit (kind "review", through the page's own beacon:
 * no inline script) and sends the visitor on to the review form. The link is
 * there for a browser without scripts, and for a visitor who comes back.
 */
export default function ReviewRedirect({ to, label }: ReviewRedirectProps) {
  useEffect(() => {
    sendConversion({ kind: 'review', path: '/review', place: 'body' });
    window.location.replace(to);
  }, [to]);
  return (
    <a className="btn btn-primary btn-lg" href={to}>
      {label}
    </a>
  );
}
