import type { Content, Video } from '../../content/types.ts';
import { NO_IMAGES, publishedUrl, type ImageSet } from '../../images/types.ts';
import { absoluteUrl, document, element } from './xml.ts';

const VIDEOS_PAGE = '/videos';

/** sitemap-videos.xml: each video on the service page it belongs to, else on /videos; one <url> per page. */
export function printVideosSitemap(content: Content, images: ImageSet = NO_IMAGES): string {
  const { siteUrl } = content.site;
  const byPage = new Map<string, Video[]>();
  for (const video of content.videos) {
    const path = video.servicePath ?? VIDEOS_PAGE;
    byPage.set(path, [...(byPage.get(path) ?? []), video]);
  }
  const entry = (v: Video) =>
    [
      '<video:video>',
      element('video:thumbnail_loc', absoluteUrl(siteUrl, publishedUrl(images, v.thumbnail))),
      element('video:title', v.title),
      element('video:description', v.description),
      element('video:duration', v.duration),
      element('video:view_count', v.views),
      element('video:publication_date', v.uploadDate),
      '</video:video>',
    ].join('');
  const urls = [...byPage].map(([path, videos]) => `<url>${element('loc', absoluteUrl(siteUrl, path))}${videos.map(entry).join('')}</url>`);
  return document('urlset', urls, ['video']);
}
