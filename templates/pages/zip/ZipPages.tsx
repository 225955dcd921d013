import { fillText } from '../../../src/model/fill-text.ts';
import { ReviewsBlock } from '../../blocks/ReviewsBlock.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { zipPageCopy } from './copy.ts';
import { PageIntro } from '../../blocks/PageIntro.tsx';
import { Section } from '../../blocks/Section.tsx';
import { StatGrid } from '../../blocks/StatGrid.tsx';

/** Reviews shown on a ZIP page. */
const ZIP_REVIEWS_MAX = 3;

/** /zip/{zipCode}: the ZIP profile and three reviews. */
export function ZipPage({ route, content }: PageProps<RouteOf<'zip'>>) {
  const { zip } = route.props;
  const copy = zipPageCopy(content).profile;
  const { site } = content;
  const fill = (s: string) => fillText(s.replaceAll('{zip}', zip.zip).replaceAll('{city}', zip.city).replaceAll('{neighborhood}', zip.neighborhood), site);
  const town = content.towns.find((t) => t.name === zip.city);
  const stats = [
    { label: copy.city, value: zip.city },
    { label: copy.neighborhood, value: zip.neighborhood },
    { label: copy.population, value: zip.population },
    { label: copy.averageIncome, value: zip.averageIncome },
    { label: copy.housingUnits, value: zip.housingUnits },
    { label: copy.businessCount, value: zip.businessCount },
  ];
  return (
    <div className="zip-page" data-zip={zip.zip}>
      <PageIntro eyebrow={fill(copy.eyebrow)} heading={route.heading} intro={fill(copy.intro)} actions={copy.actions} site={site} />
      <Section id="zip-profile-heading" className="section--alt" heading={copy.heading}>
        <StatGrid stats={stats} columns={3} className="zip-profile" />
        {town && (
          <p className="zip-page__town">
            <a href={`/${town.slug}`}>{fill(copy.townLink)}</a>
          </p>
        )}
      </Section>
      <ReviewsBlock content={content} max={ZIP_REVIEWS_MAX} />
    </div>
  );
}

/** /zip without a ZIP code: "Invalid ZIP code" and the ZIPs we have profiles for. */
export function ZipIndex({ content }: PageProps) {
  const copy = zipPageCopy(content);
  return (
    <section className="section zip-index">
      <div className="container">
        <h1>{content.notFound.invalidZip}</h1>
        <h2>{copy.listHeading}</h2>
        <p>{copy.listIntro}</p>
        <ul className="grid grid-4 list-plain">
          {content.zips.map((z) => (
            <li key={z.zip}>
              <a className="card card--link" href={`/zip/${z.zip}`}>
                {z.zip} · {z.city}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
