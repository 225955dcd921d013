// `site report` as text: totals, the pages that brought calls, e-mails and
// estimate requests, the towns and services ranked, the days, and the pages
// with none.

import { plural } from '../text/plural.ts';
import { type Counts, type Ranked, type Report, total } from './report.ts';

const countsText = (c: Counts) =>
  `${plural(c.calls, 'call')}, ${plural(c.emails, 'e-mail')}, ${plural(c.estimates, 'estimate request')}, ${plural(c.reviews, 'review link visit')}`;

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`.trimEnd());
}

function countTable(first: string, rows: (Counts & { label: string })[]): string[] {
  return table([
    [first, 'calls', 'e-mails', 'estimates', 'reviews'],
    ...rows.map((r) => [r.label, String(r.calls), String(r.emails), String(r.estimates), String(r.reviews)]),
  ]);
}

function ranking(title: string, entries: Ranked[], noun: string): string[] {
  const some = entries.filter((e) => e.total > 0);
  const head = `${title} (${some.length} of ${entries.length} with any)`;
  if (some.length === 0) return [head, `  No ${noun} page brought a call, e-mail or estimate request.`];
  return [
    head,
    ...countTable(
      noun,
      some.map((e, i) => ({ ...e, label: `${i + 1}. ${e.name}  ${e.path}` })),
    ),
  ];
}

/** Paths one per line, so a long list stays readable and greppable. */
const pathList = (paths: string[]) => paths.map((p) => `  ${p}`);

export function formatReportText(report: Report): string {
  const period = report.since ? `since ${report.since}` : report.days.length ? `since ${report.days[0].date} (all recorded days)` : 'all recorded days';
  const withAny = report.pages.filter((p) => total(p) > 0);
  const lines = [`Conversion report, ${period}`, `Total: ${countsText(report.totals)}.`, ''];
  if (withAny.length === 0) lines.push('Pages: nothing counted yet.');
  else
    lines.push(
      `Pages (${withAny.length} with any)`,
      ...countTable(
        'page',
        withAny.map((p) => ({ ...p, label: p.path })),
      ),
    );
  const placed = report.places.filter((p) => total(p) > 0);
  if (placed.length > 0)
    lines.push(
      '',
      'Where on the page',
      ...countTable(
        'place',
        placed.map((p) => ({ ...p, label: p.place })),
      ),
    );
  lines.push('', ...ranking('Towns, ranked', report.towns, 'town'), '', ...ranking('Services, ranked', report.services, 'service'), '');
  const active = report.days.filter((d) => total(d) > 0);
  lines.push(`Days (${active.length} of ${report.days.length} with any)`);
  if (active.length > 0)
    lines.push(
      ...countTable(
        'date',
        active.map((d) => ({ ...d, label: d.date })),
      ),
    );
  lines.push('', `Pages with none (${report.none.length})`, ...pathList(report.none));
  if (report.unknown.length > 0) lines.push('', `Counted on paths that are not pages of this site (${report.unknown.length})`, ...pathList(report.unknown));
  return `${lines.join('\n')}\n`;
}
