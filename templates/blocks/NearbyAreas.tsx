import type { Content, Town } from '../../src/content/types.ts';
import { nearbyAreas } from '../../src/model/nearby-areas.ts';
import { townPages } from '../pages/towns/copy.ts';
import { Section } from './Section.tsx';

/** Nearby service areas: same region, up to 6, never the current town. */
export function NearbyAreas({ town, content }: { town: Town; content: Content }) {
  const areas = nearbyAreas(town, content.towns);
  if (areas.length === 0) return null;
  const copy = townPages(content).nearby;
  return (
    <Section id="nearby-areas-heading" className="nearby-areas" heading={copy.heading}>
      <p className="text-muted">{copy.text.replaceAll('{town}', town.name)}</p>
      <ul className="grid grid-3 list-plain nearby-areas__list">
        {areas.map((area) => (
          <li key={area.slug}>
            <a className="card card--link nearby-areas__card" href={`/${area.slug}`}>
              <span className="nearby-areas__name">{area.name}</span>
              <span className="text-muted nearby-areas__text">{area.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
