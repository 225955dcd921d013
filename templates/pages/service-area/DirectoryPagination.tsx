import { directoryPageCount, directoryPath } from '../../../src/model/town-directory.ts';
import { Pagination } from '../../blocks/Pagination.tsx';
import type { ServiceAreaCopy } from './copy.ts';

/** The links between the town directory's pages (none when its towns fit on one). */
export function DirectoryPagination({ copy, base, current, towns }: { copy: ServiceAreaCopy; base: string; current: number; towns: number }) {
  const count = directoryPageCount(towns);
  if (count < 2) return null;
  return (
    <div className="container sa-directory__pages">
      <Pagination current={current} count={count} href={(number) => directoryPath(base, number)} labels={copy.directory} />
    </div>
  );
}
