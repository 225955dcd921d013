import type { Content, Video } from '../../content/types.ts';
import { NO_IMAGES, publishedUrl, type ImageSet } from '../../images/types.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

const VIDEOS_PAGE = '/videos';

/**
 * sitemap-videos.xml: each video on the service page it belongs to, else (or
 * when that page is not listable) on /videos, which shows every video; one
 * <url> per page.
 */
export function videoEntries(content: Content, routes: Route[], images: ImageSet = NO_IMAGES): string[] {
  const { siteUrl } = content.site;
  const listable = listablePaths(routes);
  const byPage = new Map<string, Video[]>();
  for (const video of content.videos) {
    const path = video.servicePath && listable.has(video.servicePath) ? video.servicePath : VIDEOS_PAGE;
    if (!listable.has(path)) continue;
    byPage.set(path, [...(byPage.get(path) ?? []), video]);
  }
  // Children in the order of Google's video 1.1 XSD. Google indexes a video only
  // with content_loc or player_loc; player_loc is the embed URL the VideoObject
  // JSON-LD gives as embedUrl (the video's `embedUrl` in data/videos.yaml).
  const entry = (v: Video) =>
    [
      '<video:video>',
      element('video:thumbnail_loc', absoluteUrl(siteUrl, publishedUrl(images, v.thumbnail))),
      element('video:title', v.title),
      element('video:description', v.description),
      element('video:player_loc', v.embedUrl),
      element('video:duration', v.duration),
      element('video:view_count', v.views),
      element('video:publication_date', v.uploadDate),
      '</video:video>',
    ].join('');
  return [...byPage].map(([path, videos]) => `<url>${element('loc', absoluteUrl(siteUrl, path))}${videos.map(entry).join('')}</url>`);
}
