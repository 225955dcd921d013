import { useEffect, useState } from 'react';
import { cityPath, pinPositionClasses } from '../../src/model/map-position.ts';
import { TownGrid } from '../blocks/TownGrid.tsx';

export interface MapCity {
  name: string;
  description: string;
  /** Fixed percentages on the map; a city without them sits at 50%/50%. */
  top?: number;
  left?: number;
}

export interface ServiceAreaMapProps {
  cities: MapCity[];
  image: { src: string; width: number; height: number; alt: string };
  labels: { heading: string; instructions: string; more: string; pins: string; grid: string; maps: string; newTab: string };
  mapsUrl: string;
}

const pinId = (path: string) => `sa-tip-${path.slice(1)}`;

/** Where the tooltip opens so it stays inside the map near the edges. */
function tipPlacement(city: MapCity): string {
  const top = city.top ?? 50;
  const left = city.left ?? 50;
  const vertical = top < 30 ? 'sa-tip--below' : 'sa-tip--above';
  const horizontal = left < 20 ? 'sa-tip--start' : left > 80 ? 'sa-tip--end' : 'sa-tip--center';
  return `${vertical} ${horizontal}`;
}

/**
 * The service-area map: pins are plain links (they work
 * before hydration and without JS); hovering or focusing one shows its
 * tooltip, Escape hides it.
 */
export default function ServiceAreaMap({ cities, image, labels, mapsUrl }: ServiceAreaMapProps) {
  const [hovered, setHovered] = useState<string | null>(null);

  useEffect(() => {
    if (hovered === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered]);

  return (
    <section className="section sa-map-section" aria-labelledby="sa-map-heading">
      <div className="container">
        <h2 id="sa-map-heading">{labels.heading}</h2>
        <p className="text-muted">{labels.instructions}</p>
        <div className="sa-map-scroll">
          <div className="sa-map">
            <img className="sa-map__image" src={image.src} width={image.width} height={image.height} alt={image.alt} />
            <ul className="sa-map__pins list-plain" aria-label={labels.pins}>
              {cities.map((city) => {
                const path = cityPath(city.name);
                const open = hovered === path;
                return (
                  <li
                    key={path}
                    className={`sa-pin ${pinPositionClasses(city.top === undefined || city.left === undefined ? undefined : { top: city.top, left: city.left })}${open ? ' sa-pin--open' : ''}`}
                    onMouseEnter={() => setHovered(path)}
                    onMouseLeave={() => setHovered((h) => (h === path ? null : h))}
                  >
                    <a
                      className="sa-pin__link"
                      href={path}
                      data-city={city.name}
                      aria-describedby={open ? pinId(path) : undefined}
                      onFocus={() => setHovered(path)}
                      onBlur={() => setHovered((h) => (h === path ? null : h))}
                    >
                      <span className="visually-hidden">{city.name}</span>
                    </a>
                    {open && (
                      <div className={`sa-tip ${tipPlacement(city)}`} role="tooltip" id={pinId(path)}>
                        <p className="sa-tip__name">{city.name}</p>
                        <p className="sa-tip__text">{city.description}</p>
                        <p className="sa-tip__more">{labels.more}</p>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <p className="sa-map__actions">
          <a className="btn btn-secondary" href={mapsUrl} target="_blank" rel="noopener noreferrer">
            {labels.maps}
            <span className="visually-hidden"> {labels.newTab}</span>
          </a>
        </p>
        <h3 className="sa-grid__heading">{labels.grid}</h3>
        <TownGrid towns={cities} />
      </div>
    </section>
  );
}
