import { fillText } from '../../../src/model/fill-text.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { countyCopy } from './copy.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { CtaBand } from '../../blocks/CtaBand.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { ItemList } from '../../blocks/ItemList.tsx';
import { Section } from '../../blocks/Section.tsx';
import { PageIntro } from '../../blocks/PageIntro.tsx';
import { StatGrid } from '../../blocks/StatGrid.tsx';

/** /big-horn-county: the county page with the sister business's door copy. */
export function BigHornCounty({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = countyCopy.parse(route.props.page.content);
  const { site } = content;
  const fill = (s: string) => fillText(s, site);
  return (
    <div className="county">
      <PageIntro eyebrow={fill(copy.eyebrow)} heading={route.heading} intro={fill(copy.intro)} actions={copy.actions} site={site} />
      <Section id="county-stats-heading" className="section--alt" heading={copy.statsHeading}>
        <StatGrid stats={copy.stats} columns={4} />
        <h3>{copy.zipsHeading}</h3>
        <ItemList className="county-zips list-plain" items={copy.zips} />
      </Section>
      <Section id="county-areas-heading" heading={copy.areasHeading}>
        <p className="text-muted">{copy.areasIntro}</p>
        <ul className="grid grid-4 list-plain county-areas">
          {copy.areas.map((area) => (
            <li key={area.slug} className="card county-area">
              <h3>
                <a href={`/${area.slug}`}>{area.name}</a>
              </h3>
              {area.badge && <p className="county-area__badge">{area.badge}</p>}
              <FactList
                className="town-info__list"
                facts={[
                  { label: copy.labels.distance, value: area.distance },
                  { label: copy.labels.population, value: area.population },
                  { label: copy.labels.zip, value: area.zipCode },
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="county-services-heading" className="section--alt" heading={copy.servicesHeading}>
        <CardGrid cards={copy.services} columns={4} />
      </Section>
      <CtaBand id="county-cta-heading" heading={copy.cta.heading} text={fill(copy.cta.text)} actions={copy.cta.actions} site={site} />
    </div>
  );
}
