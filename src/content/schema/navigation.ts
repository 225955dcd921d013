import { z } from 'zod';
import { navItem, rootPath, text } from './common.ts';

export const chromeLabels = z
  .strictObject({
    skipLink: text,
    mainNav: text,
    mobileNav: text,
    breadcrumb: text,
    menu: text,
    closeMenu: text,
    quickActions: text,
    popularServices: text,
    call: text,
    exploreSite: text,
    footerServices: text,
    footerContact: text,
    hours: text,
    credit: text,
    copyright: text.describe('Footer copyright line; {year} is replaced by the year of the build date.'),
  })
  .describe('Words of the page chrome (header, drawer, footer) that are not links.');

/** data/navigation.yaml */
export const navigation = z
  .strictObject({
    main: z.array(navItem).min(1).describe('Top navigation, in order.'),
    cta: navItem.describe('Header call-to-action button ("Request Service").'),
    quickActions: z
      .array(
        z
          .strictObject({
            title: text.describe('Tile title.'),
            subtitle: text.describe('Tile subtitle.'),
            path: rootPath.describe('Target path.'),
          })
          .describe('Quick action tile.'),
      )
      .describe('Drawer quick actions.'),
    popularServices: z.array(navItem).describe('Drawer "Popular Services" list.'),
    estimate: navItem.describe('Drawer "Get Free Estimate" button.'),
    footerExplore: z.array(navItem).describe('Footer "Explore Site" links.'),
    footerServices: z.array(navItem).describe('Footer services list.'),
    labels: chromeLabels,
  })
  .describe('Header, mobile drawer and footer links. Every path must be an existing page.');
