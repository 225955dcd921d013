import type { Content, Video } from '../../../src/content/types.ts';
import type { VideoNode } from '../../../src/render/structured-data-types.ts';
import { JsonLdScript } from '../../blocks/JsonLdScript.tsx';
import { formatDate } from '../blog/format.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { videosCopy } from './copy.ts';
import { clockDuration, isoDuration, spokenDuration } from './duration.ts';
import { CallOrEstimate } from '../../blocks/CallOrEstimate.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { PageHero } from '../../blocks/PageHero.tsx';
import { Section } from '../../blocks/Section.tsx';
import { absoluteUrl } from '../../../src/routes/absolute-url.ts';

/** /videos: the videos of data/videos.yaml, each anchored at #<id>, with VideoObject JSON-LD. */
export function Videos({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = videosCopy.parse(route.props.page.content);
  const { site } = content;
  const services = new Map(content.services.map((s) => [s.path, s.title]));
  return (
    <>
      <PageHero className="videos-hero" heading={route.heading} lead={copy.intro} />
      {/* A div, not a section: each video card carries its own heading. */}
      <div className="section section--alt">
        <div className="container">
          <ul className="grid grid-3 list-plain videos-list">
            {content.videos.map((video, i) => (
              <li key={video.id} id={video.id} className="card video-card">
                <article aria-labelledby={`${video.id}-title`}>
                  <div className="video-card__thumb">
                    <Picture src={video.thumbnail} alt="" slot="thumbnail" width={640} height={360} loading={i === 0 ? 'priority' : i < 3 ? 'eager' : 'lazy'} />
                    <span className="video-card__duration">
                      <span aria-hidden="true">{clockDuration(video.duration)}</span>
                      <span className="visually-hidden">
                        {copy.durationLabel}: {spokenDuration(video.duration)}
                      </span>
                    </span>
                  </div>
                  <p className="video-card__category">{video.category}</p>
                  <h2 id={`${video.id}-title`} className="video-card__title">
                    {video.title}
                  </h2>
                  <p>{video.description}</p>
                  <p className="video-card__meta">
                    {copy.uploadedLabel} <time dateTime={video.uploadDate}>{formatDate(video.uploadDate)}</time> · {video.views.toLocaleString('en-US')}{' '}
                    {copy.viewsLabel}
                  </p>
                  {video.servicePath && services.has(video.servicePath) && (
                    <p className="video-card__related">
                      {copy.relatedLabel}: <a href={video.servicePath}>{services.get(video.servicePath)}</a>
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Section id="videos-cta" innerClassName="videos-cta" heading={copy.ctaHeading}>
        <p>{copy.ctaText}</p>
        <CallOrEstimate site={site} callLabel={copy.callLabel} estimateLabel={copy.estimateLabel} />
      </Section>
      {content.videos.map((video) => (
        <JsonLdScript key={video.id} data={videoObject(video, content)} />
      ))}
    </>
  );
}

function videoObject(video: Video, content: Content): VideoNode {
  const { siteUrl, company } = content.site;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': absoluteUrl(siteUrl, `/videos#${video.id}`),
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(siteUrl, video.thumbnail),
    embedUrl: video.embedUrl,
    uploadDate: video.uploadDate,
    duration: isoDuration(video.duration),
    url: `${absoluteUrl(siteUrl, '/videos')}#${video.id}`,
    genre: video.category,
    publisher: { '@type': 'Organization', name: company, url: absoluteUrl(siteUrl, '/') },
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: video.views },
  };
}
