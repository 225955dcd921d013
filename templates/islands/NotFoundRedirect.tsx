import { useEffect, useState } from 'react';
import type { RedirectRule } from '../../src/content/types.ts';
import { matchRedirect } from '../../src/routes/redirect-match.ts';

export interface NotFoundRedirectProps {
  title: string;
  cityNotFound: string;
  invalidZip: string;
  defaultZip: string;
  rules: RedirectRule[];
  /** The redirect targets that are pages (all the matcher needs on a 404). */
  pages: string[];
}

/**
 * The not-found heading. After hydration it looks at the real URL: redirects
 * when the table knows a page for it, or names the missing city or ZIP. The
 * first render is the same on server and client; only the effect reads the URL.
 */
export default function NotFoundRedirect({ title, cityNotFound, invalidZip, defaultZip, rules, pages }: NotFoundRedirectProps) {
  const [heading, setHeading] = useState(title);

  useEffect(() => {
    const { pathname } = window.location;
    const result = matchRedirect(pathname, rules, new Set(pages), defaultZip);
    if (result.kind === 'redirect') window.location.replace(result.to);
    else if (result.kind === 'city-not-found') setHeading(cityNotFound);
    else if (result.kind === 'invalid-zip') setHeading(invalidZip);
    else console.info(`Page not found: ${pathname}`);
  }, [rules, pages, defaultZip, cityNotFound, invalidZip]);

  return <h1 className="not-found__title">{heading}</h1>;
}
