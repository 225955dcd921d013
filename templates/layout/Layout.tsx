import type { ReactNode } from 'react';
import type { PageProps } from '../../src/render/templates.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Shared } from '../../src/render/shared-part.tsx';
import { currentNavPath, Header } from './Header.tsx';

/** The page shell: skip link, header, main (breadcrumbs + page), footer; the header and footer are the same on many pages (Shared). */
export function Layout({ route, content, children }: PageProps & { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {content.navigation.labels.skipLink}
      </a>
      <Shared component={Header} content={content} variant={{ current: currentNavPath(route, content.navigation.main) ?? null }} />
      <main id="main" tabIndex={-1}>
        {route.breadcrumbs.length > 0 && <Breadcrumbs crumbs={route.breadcrumbs} label={content.navigation.labels.breadcrumb} />}
        {children}
      </main>
      <Shared component={Footer} content={content} variant={{}} />
    </>
  );
}
