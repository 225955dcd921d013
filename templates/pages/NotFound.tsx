import type { Content, NavItem } from '../../src/content/types.ts';
import { Island } from '../../src/render/island.tsx';
import { pageRoutes } from '../../src/routes/table.ts';
import NotFoundRedirect, { type NotFoundRedirectProps } from '../islands/NotFoundRedirect.tsx';
import type { PageProps } from '../../src/render/templates.ts';
import { LinkList } from '../blocks/LinkList.tsx';

/** 404.html: served at any depth, so every link is root-absolute. */
export function NotFound({ content }: PageProps) {
  const nf = content.notFound;
  return (
    <section className="section not-found">
      <div className="container">
        <p className="not-found__code" aria-hidden="true">
          {nf.heading}
        </p>
        <Island name="NotFoundRedirect" component={NotFoundRedirect} props={redirectProps(content)} />
        <p className="lead not-found__message">{nf.message}</p>
        <div className="btn-row not-found__actions">
          <a className="btn btn-primary" href="/">
            {nf.homeLabel}
          </a>
          <a className="btn btn-secondary" href={nf.supportPath}>
            {nf.supportLabel}
          </a>
        </div>
        <div className="grid grid-2 not-found__links">
          <LinkNav title={nf.quickLinksHeading} items={nf.quickLinks} />
          <LinkNav title={nf.popularPagesHeading} items={nf.popularPages} />
        </div>
      </div>
    </section>
  );
}

function LinkNav({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav className="card" aria-label={title}>
      <h2>{title}</h2>
      <LinkList className="list-plain not-found__list" links={items} />
    </nav>
  );
}

/** Only what the matcher needs on a 404: the table and which of its targets (and the default ZIP page) exist. */
function redirectProps(content: Content): NotFoundRedirectProps {
  const nf = content.notFound;
  const targets = new Set([...nf.redirects.map((r) => r.to), `/zip/${nf.defaultZip}`]);
  const pages = new Set<string>();
  for (const route of pageRoutes(content)) if (targets.has(route.path)) pages.add(route.path);
  return {
    title: nf.title,
    cityNotFound: nf.cityNotFound,
    invalidZip: nf.invalidZip,
    defaultZip: nf.defaultZip,
    rules: nf.redirects,
    pages: [...targets].filter((path) => pages.has(path)),
  };
}
