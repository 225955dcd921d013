import { useEffect, useRef, useState } from 'react';
import type { ChromeLabels, NavItem, Phone } from '../../src/content/types.ts';

export interface QuickAction {
  title: string;
  subtitle: string;
  path: string;
}

export interface DrawerProps {
  items: NavItem[];
  quickActions: QuickAction[];
  popularServices: NavItem[];
  estimate: NavItem;
  phone: Phone;
  /** Path of the navigation item to mark aria-current="page" (see currentNavPath in Header.tsx). */
  currentPath: string | null;
  labels: Pick<ChromeLabels, 'menu' | 'closeMenu' | 'quickActions' | 'popularServices' | 'call' | 'mobileNav'>;
}

const DRAWER_ID = 'site-drawer';
const TITLE_ID = 'site-drawer-title';
const DESKTOP_QUERY = '(min-width: 900px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Small-screen navigation: a menu button that opens a right-side modal drawer.
 * Server render and first client render are identical (closed); everything
 * that touches the DOM happens in effects.
 */
export default function Drawer({ items, quickActions, popularServices, estimate, phone, currentPath, labels }: DrawerProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) {
      // Return focus to the menu button, but only after the drawer was open.
      if (wasOpen.current) menuButton.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    closeButton.current?.focus();
    const root = document.documentElement;
    root.classList.add('drawer-open');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'Tab') {
        trapTab(event, panel.current);
      }
    };
    // The drawer is for small screens; close it if the window grows past the breakpoint.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onMedia = () => desktop.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onMedia);
      root.classList.remove('drawer-open');
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <span>{labels.menu}</span>
      </button>
      <div className="drawer" hidden={!open}>
        <div className="drawer__backdrop" aria-hidden="true" onClick={close} />
        <div ref={panel} id={DRAWER_ID} className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} data-place="drawer">
          <div className="drawer__header">
            <h2 id={TITLE_ID} className="drawer__title">
              {labels.menu}
            </h2>
            <button ref={closeButton} type="button" className="drawer__close" aria-label={labels.closeMenu} onClick={close}>
              <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </div>

          <div className="drawer__body">
            {quickActions.length > 0 && (
              <section className="drawer__section" aria-labelledby="site-drawer-quick">
                <h3 id="site-drawer-quick" className="drawer__heading">
                  {labels.quickActions}
                </h3>
                <ul className="drawer__quick">
                  {quickActions.map((action) => (
                    <li key={action.path + action.title}>
                      <a className="quick-action" href={action.path}>
                        <span className="quick-action__title">{action.title}</span>
                        <span className="quick-action__subtitle">{action.subtitle}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <nav className="drawer__section" aria-label={labels.mobileNav}>
              <ul className="drawer__nav">
                {items.map((item) => (
                  <li key={item.path}>
                    <a className="drawer__link" href={item.path} aria-current={item.path === currentPath ? 'page' : undefined}>
                      {item.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            {popularServices.length > 0 && (
              <section className="drawer__section" aria-labelledby="site-drawer-popular">
                <h3 id="site-drawer-popular" className="drawer__heading">
                  {labels.popularServices}
                </h3>
                <ul className="drawer__services">
                  {popularServices.map((item) => (
                    <li key={item.path}>
                      <a className="drawer__link drawer__link--small" href={item.path}>
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          <div className="drawer__actions">
            <a className="btn btn-primary btn-block" href={estimate.path}>
              {estimate.name}
            </a>
            <a className="btn btn-call btn-block" href={`tel:${phone.tel}`}>
              <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                  fill="currentColor"
                />
              </svg>
              <span>
                {labels.call} {phone.display}
              </span>
            </a>
          </div>
        </div>
      </div>
    </>
  );
}

/** Keeps Tab and Shift+Tab inside `container`. */
function trapTab(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
