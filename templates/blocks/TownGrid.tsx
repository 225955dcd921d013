import { cityPath } from '../../src/model/map-position.ts';

export interface GridTown {
  name: string;
  description: string;
}

/** The town directory's grid: a card per town, its name and description, linking to its page. */
export function TownGrid({ towns }: { towns: readonly GridTown[] }) {
  return (
    <ul className="grid grid-4 list-plain sa-grid">
      {towns.map((town) => (
        <li key={town.name}>
          <a className="card card--link sa-grid__card" href={cityPath(town.name)}>
            <span className="sa-grid__name">{town.name}</span>
            <span className="sa-grid__text text-muted">{town.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
