import type { ReactNode } from 'react';
import type { PageProps } from '../../src/render/templates.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The page shell: skip link, header, main (breadcrumbs + page), footer. */
export function Layout({ route, content, children }: PageProps & { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {content.navigation.labels.skipLink}
      </a>
      <Header route={route} content={content} />
      <main id="main" tabIndex={-1}>
        {route.breadcrumbs.length > 0 && <Breadcrumbs crumbs={route.breadcrumbs} label={content.navigation.labels.breadcrumb} />}
        {children}
      </main>
      <Footer route={route} content={content} />
    </>
  );
}
