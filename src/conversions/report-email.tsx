// The report as an e-mail (the Worker's scheduled send, `site report --format
// email`): a subject with the headline, an HTML part built the way mail
// clients read it (tables, inline styles, 600 px wide at most, no script, no
// SVG, no external CSS or images, light and dark), and a plain-text part with
// the same figures. Only counts: nothing about a visitor or an estimate request.

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { plural } from '../text/plural.ts';
import { REPORT_GENERATOR } from './report-generator.ts';
import type { ReportPeriod } from './report-period.ts';
import { type Counts, type Ranked, type Report, total } from './report.ts';

export interface ReportEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailSite {
  company: string;
  siteUrl: string;
}

const KINDS = [
  { key: 'calls', label: 'Calls', noun: 'call', color: '#c2410c' },
  { key: 'emails', label: 'E-mails', noun: 'e-mail', color: '#0b4f6c' },
  { key: 'estimates', label: 'Estimate requests', noun: 'estimate request', color: '#15803d' },
  { key: 'reviews', label: 'Review link visits', noun: 'review link visit', color: '#7c3aed' },
] as const;

const TOP = 5;
const NONE_LISTED = 10;
const CHART_HEIGHT = 80;
const WIDTH = 600;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MUTED = '#52525b';
const LINE = '#e4e4e7';
const BAR = '#c2410c';

/** "March: 14 calls, 3 estimate requests": the two figures an owner looks for first. */
export function reportSubject(totals: Counts, period: ReportPeriod): string {
  return `${period.label}: ${plural(totals.calls, 'call')}, ${plural(totals.estimates, 'estimate request')}`;
}

/** The e-mail of `report` (the period's counts), compared with the totals of the period before. */
export function reportEmail(report: Report, previous: Counts, period: ReportPeriod, site: EmailSite): ReportEmail {
  const subject = reportSubject(report.totals, period);
  return { subject, html: emailHtml(report, previous, period, site, subject), text: emailText(report, previous, period, site) };
}

function change(now: number, before: number): string {
  if (now === before) return 'same';
  return now > before ? `up ${now - before}` : `down ${before - now}`;
}

const withAny = <T extends Counts>(entries: T[]) => entries.filter((e) => total(e) > 0).slice(0, TOP);
const countsLine = (c: Counts) =>
  KINDS.filter((k) => c[k.key] > 0)
    .map((k) => plural(c[k.key], k.noun))
    .join(', ');

function emailText(report: Report, previous: Counts, period: ReportPeriod, site: EmailSite): string {
  const lines = [`${site.company}: your website, ${period.title}`, ''];
  for (const kind of KINDS)
    lines.push(
      `${kind.label}: ${report.totals[kind.key]} (${period.columns[1]}: ${previous[kind.key]}, ${change(report.totals[kind.key], previous[kind.key])})`,
    );
  const pages = withAny(report.pages);
  lines.push('', 'Pages that brought most');
  lines.push(...(pages.length ? pages.map((p, i) => `${i + 1}. ${p.path}: ${countsLine(p)}`) : ['None this time.']));
  const towns = withAny(report.towns);
  lines.push('', 'Towns that brought most');
  lines.push(...(towns.length ? towns.map((t, i) => `${i + 1}. ${t.name}: ${countsLine(t)}`) : ['None this time.']));
  lines.push('', 'Day by day (calls, e-mails, estimate requests, review link visits)');
  for (const day of report.days) lines.push(`${day.date}: ${day.calls}, ${day.emails}, ${day.estimates}, ${day.reviews}`);
  lines.push('', `Pages that brought none: ${report.none.length}`, ...report.none.slice(0, NONE_LISTED).map((p) => `  ${p}`));
  if (report.none.length > NONE_LISTED) lines.push(`  and ${report.none.length - NONE_LISTED} more`);
  lines.push('', footnote(period, site));
  return `${lines.join('\n')}\n`;
}

function footnote(period: ReportPeriod, site: EmailSite): string {
  return `Counted by ${site.siteUrl} without cookies and without anything about the visitors; days are UTC days. The whole report: npx site report --since ${period.since}`;
}

const cell = { fontFamily: FONT, fontSize: '15px', lineHeight: '22px', padding: '6px 8px', borderBottom: `1px solid ${LINE}` } as const;
const numberCell = { ...cell, textAlign: 'right' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '20px 16px 0' }}>
        <h2 style={{ fontFamily: FONT, fontSize: '18px', lineHeight: '24px', margin: '0 0 8px' }}>{title}</h2>
        {children}
      </td>
    </tr>
  );
}

function Table({ children }: { children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>{children}</tbody>
    </table>
  );
}

function Totals({ now, before, columns }: { now: Counts; before: Counts; columns: ReportPeriod['columns'] }) {
  return (
    <Table>
      <tr>
        <th style={{ ...cell, textAlign: 'left' }}>&nbsp;</th>
        <th style={numberCell}>{columns[0]}</th>
        <th style={numberCell}>{columns[1]}</th>
      </tr>
      {KINDS.map((kind) => (
        <tr key={kind.key}>
          <td style={cell}>
            <span style={{ color: kind.color, fontWeight: 700 }}>■</span> {kind.label}
          </td>
          <td style={{ ...numberCell, fontWeight: 700 }}>{now[kind.key]}</td>
          <td style={{ ...numberCell, color: MUTED }}>
            {before[kind.key]} <span style={{ fontSize: '13px' }}>({change(now[kind.key], before[kind.key])})</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Ranking({ entries, name }: { entries: (Counts & { path: string; name?: string })[]; name: (e: Counts & { path: string; name?: string }) => string }) {
  if (entries.length === 0) return <p style={{ fontFamily: FONT, fontSize: '15px', margin: 0, color: MUTED }}>None this time.</p>;
  return (
    <Table>
      {entries.map((entry, i) => (
        <tr key={entry.path}>
          <td style={cell}>
            {i + 1}. {name(entry)}
          </td>
          <td style={{ ...numberCell, color: MUTED, fontSize: '14px' }}>{countsLine(entry)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** One column per day, its height the day's total; the day's number below every few columns. */
function DayChart({ days }: { days: Report['days'] }) {
  const top = Math.max(1, ...days.map(total));
  const width = `${(100 / Math.max(1, days.length)).toFixed(2)}%`;
  return (
    <Table>
      <tr>
        {days.map((day) => {
          const height = Math.round((total(day) / top) * CHART_HEIGHT);
          return (
            <td
              key={day.date}
              width={width}
              valign="bottom"
              height={CHART_HEIGHT}
              style={{ height: `${CHART_HEIGHT}px`, padding: '0 1px', verticalAlign: 'bottom' }}
            >
              {height > 0 ? (
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
                  <tbody>
                    <tr>
                      <td
                        height={height}
                        title={`${day.date}: ${countsLine(day)}`}
                        style={{ height: `${height}px`, backgroundColor: BAR, fontSize: 0, lineHeight: 0 }}
                      >
                        &nbsp;
                      </td>
                    </tr>
                  </tbody>
                </table>
              ) : null}
            </td>
          );
        })}
      </tr>
      <tr>
        {days.map((day, i) => (
          <td key={day.date} align="center" style={{ fontFamily: FONT, fontSize: '10px', lineHeight: '14px', color: MUTED, padding: '2px 0 0' }}>
            {i % 5 === 0 || i === days.length - 1 ? Number(day.date.slice(8)) : ''}
          </td>
        ))}
      </tr>
    </Table>
  );
}

function EmailBody({ report, previous, period, site }: { report: Report; previous: Counts; period: ReportPeriod; site: EmailSite }) {
  const pages = withAny(report.pages);
  const towns: Ranked[] = withAny(report.towns);
  const busiest = Math.max(0, ...report.days.map(total));
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="page" style={{ backgroundColor: '#f4f4f5', width: '100%' }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: '16px 8px' }}>
            <table
              role="presentation"
              width={WIDTH}
              cellPadding={0}
              cellSpacing={0}
              className="card"
              style={{ width: '100%', maxWidth: `${WIDTH}px`, backgroundColor: '#ffffff', color: '#18181b', borderRadius: '8px' }}
            >
              <tbody>
                <tr>
                  <td style={{ padding: '20px 16px 0' }}>
                    <p style={{ fontFamily: FONT, fontSize: '14px', color: MUTED, margin: 0 }}>{site.company}</p>
                    <h1 style={{ fontFamily: FONT, fontSize: '22px', lineHeight: '28px', margin: '4px 0 0' }}>Your website, {period.title}</h1>
                  </td>
                </tr>
                <Section title="What visitors did">
                  <Totals now={report.totals} before={previous} columns={period.columns} />
                </Section>
                <Section title="Pages that brought most">
                  <Ranking entries={pages} name={(p) => p.path} />
                </Section>
                <Section title="Towns that brought most">
                  <Ranking entries={towns} name={(t) => t.name ?? t.path} />
                </Section>
                <Section title="Day by day">
                  <DayChart days={report.days} />
                  <p style={{ fontFamily: FONT, fontSize: '13px', color: MUTED, margin: '6px 0 0' }}>
                    All four kinds together per day; the busiest day had {busiest}.
                  </p>
                </Section>
                <Section title={`Pages that brought none (${report.none.length})`}>
                  <p style={{ fontFamily: FONT, fontSize: '14px', lineHeight: '20px', margin: 0, color: MUTED }}>
                    {report.none.slice(0, NONE_LISTED).join(', ')}
                    {report.none.length > NONE_LISTED ? `, and ${report.none.length - NONE_LISTED} more` : ''}
                  </p>
                </Section>
                <tr>
                  <td style={{ padding: '20px 16px', fontFamily: FONT, fontSize: '12px', lineHeight: '18px', color: MUTED }}>{footnote(period, site)}</td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Dark mode for the clients that honour it (Apple Mail, iOS); the others darken the light colours themselves. */
const DARK = `@media (prefers-color-scheme: dark) {
  .page { background-color: #18181b !important; }
  .card { background-color: #27272a !important; color: #f4f4f5 !important; }
  .card p, .card td, .card th { color: #e4e4e7 !important; }
}`;

function emailHtml(report: Report, previous: Counts, period: ReportPeriod, site: EmailSite, subject: string): string {
  const body = renderToStaticMarkup(<EmailBody report={report} previous={previous} period={period} site={site} />);
  const title = subject.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<meta name="generator" content="${REPORT_GENERATOR}">
<title>${title}</title>
<style>${DARK}</style>
</head>
<body style="margin:0;padding:0">
${body}
</body>
</html>
`;
}
