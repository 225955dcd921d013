import { directoryTowns } from '../../../src/model/town-directory.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { PageHero } from '../../blocks/PageHero.tsx';
import { TownGrid } from '../../blocks/TownGrid.tsx';
import { serviceAreaCopy } from './copy.ts';
import { DirectoryPagination } from './DirectoryPagination.tsx';

/** Page 2 and on of the town directory that /service-area opens: a grid of its towns and the links between the pages. */
export function TownDirectory({ route, content }: PageProps<RouteOf<'town-directory'>>) {
  const { page, number } = route.props;
  const copy = serviceAreaCopy.parse(page.content);
  const grid = copy.map.gridHeading.replace('{count}', String(content.towns.length));
  return (
    <>
      <PageHero className="sa-hero" heading={route.heading} lead={grid} />
      <div className="section sa-directory">
        <div className="container">
          <TownGrid towns={directoryTowns(content.towns, number)} />
        </div>
      </div>
      <DirectoryPagination copy={copy} base={page.path} current={number} towns={content.towns.length} />
    </>
  );
}
