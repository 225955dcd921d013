import type { Content } from '../../content/types.ts';
import { NO_IMAGES, publishedUrl, type ImageSet } from '../../images/types.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

const GALLERY_PAGE = '/gallery';

interface ImageEntry {
  loc: string;
  title: string;
  caption: string;
  location: string;
}

/** sitemap-images.xml: the gallery images on /gallery, then each hero town's image on its page (photos at their published URL). */
export function imageEntries(content: Content, routes: Route[], images: ImageSet = NO_IMAGES): string[] {
  const { siteUrl } = content.site;
  const listable = listablePaths(routes);
  // Children in the order of Google's image 1.1 XSD: loc, caption, geo_location, title.
  const image = (entry: ImageEntry) =>
    `<image:image>${element('image:loc', absoluteUrl(siteUrl, publishedUrl(images, entry.loc)))}${element('image:caption', entry.caption)}${element('image:geo_location', entry.location)}${element('image:title', entry.title)}</image:image>`;
  const page = (path: string, images: ImageEntry[]) =>
    listable.has(path) && images.length > 0 ? [`<url>${element('loc', absoluteUrl(siteUrl, path))}${images.map(image).join('')}</url>`] : [];

  const gallery = content.gallery.map((p) => ({ loc: p.image, title: p.title, caption: p.description, location: `${p.location}, Wyoming` }));
  const towns = content.sitemap.heroTowns.flatMap((slug) => {
    const town = content.towns.find((t) => t.slug === slug);
    if (!town?.heroImage) return [];
    return page(`/${town.slug}`, [{ loc: town.heroImage, title: `${town.name}, Wyoming`, caption: town.description, location: `${town.name}, Wyoming` }]);
  });
  return [...page(GALLERY_PAGE, gallery), ...towns];
}
