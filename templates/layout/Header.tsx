import type { Content, NavItem } from '../../src/content/types.ts';
import type { PageFields } from '../../src/routes/types.ts';
import { Island } from '../../src/render/island.tsx';
import Drawer, { type DrawerProps } from '../islands/Drawer.tsx';
import { Icon } from '../blocks/Icon.tsx';

/**
 * Which navigation item is "current" for a route (at most one):
 *   1. the item whose path equals the route path; otherwise
 *   2. the item whose path is a parent of the route path ("/services" for
 *      "/services/water-heaters"); otherwise
 *   3. the item linked from one of the route's breadcrumbs, nearest first
 *      (town, service-area and ZIP pages carry a "Service Areas → /service-area"
 *      crumb, so "Service Area" is current there).
 * "/" (Home) only matches the home page itself.
 */
export function currentNavPath(route: Pick<PageFields, 'path' | 'breadcrumbs'>, items: NavItem[]): string | undefined {
  const paths = items.map((item) => item.path);
  if (paths.includes(route.path)) return route.path;
  const parent = paths.filter((p) => p !== '/' && route.path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  if (parent) return parent;
  for (const crumb of [...route.breadcrumbs].reverse()) {
    if (crumb.href && crumb.href !== '/' && paths.includes(crumb.href)) return crumb.href;
  }
  return undefined;
}

/** What the header shows: the content, and the path of the navigation item current on the page (src/render/shared.tsx renders each variant once). */
export interface HeaderProps {
  content: Content;
  current: string | null;
}

/** Props the Drawer island needs, and nothing more (they are serialised into the page). */
export function drawerProps({ content, current }: HeaderProps): DrawerProps {
  const nav = content.navigation;
  return {
    items: nav.main,
    quickActions: nav.quickActions,
    popularServices: nav.popularServices,
    estimate: nav.estimate,
    phone: content.site.phones.main,
    currentPath: current,
    labels: {
      menu: nav.labels.menu,
      closeMenu: nav.labels.closeMenu,
      quickActions: nav.labels.quickActions,
      popularServices: nav.labels.popularServices,
      call: nav.labels.call,
      mobileNav: nav.labels.mobileNav,
    },
  };
}

export function Header({ content, current }: HeaderProps) {
  const nav = content.navigation;
  const phone = content.site.phones.main;
  // data-place: where a tap on a phone or e-mail link happened (src/islands/conversion-beacon.ts).
  return (
    <header className="site-header" data-place="header">
      <div className="container site-header__inner">
        <a className="site-brand" href="/">
          <span className="site-brand__mark" aria-hidden="true">
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden by the aria-hidden parent; the link's text names it */}
            <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path d="M12 2.5c-3.6 4.6-6.5 8.4-6.5 12a6.5 6.5 0 0 0 13 0c0-3.6-2.9-7.4-6.5-12z" fill="currentColor" />
            </svg>
          </span>
          <span className="site-brand__name">{content.site.company}</span>
        </a>
        <nav className="site-nav" aria-label={nav.labels.mainNav}>
          <ul className="site-nav__list">
            {nav.main.map((item) => (
              <li key={item.path}>
                <a className="site-nav__link" href={item.path} aria-current={item.path === current ? 'page' : undefined}>
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="site-header__call" href={`tel:${phone.tel}`} aria-label={`${nav.labels.call} ${phone.display}`}>
          <Icon name="phone" />
        </a>
        <a className="btn btn-primary site-header__cta" href={nav.cta.path}>
          {nav.cta.name}
        </a>
        <div className="site-header__drawer">
          <Island name="Drawer" component={Drawer} props={drawerProps({ content, current })} />
        </div>
      </div>
    </header>
  );
}
