// Writing the report to --out: only a new file or one this command wrote
// before is replaced (never a file of the owner's), through a temporary file
// renamed into place, so a failed run leaves no half-written report.

import { readFile } from 'node:fs/promises';
import { REPORT_GENERATOR } from './report-generator.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';

const TEXT_HEAD = 'Conversion report';

/** True for a report `site report` wrote in any format. */
function isReport(text: string): boolean {
  if (text.startsWith(TEXT_HEAD) || text.includes(`<meta name="generator" content="${REPORT_GENERATOR}">`)) return true;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    return Object.keys(json).join(',') === 'since,pages,days';
  } catch {
    return false;
  }
}

/** Writes `text` to `file`; throws (and writes nothing) when `file` holds something else. */
export async function writeReport(file: string, text: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null && !isReport(existing))
    throw new Error(`${file} exists and is not a report written by site report; not replacing it (choose another --out)`);
  await writeFileAtomic(file, text);
}
