// What the report e-mail needs to know of the site, as plain JSON: the build
// derives it from the content and the route table, and the Worker (which has
// neither) receives it whole. No Node built-ins.

import type { Route } from '../routes/types.ts';
import type { Site } from '../content/types.ts';
import { DEFAULT_TIME_ZONE, type ReportSchedule } from './report-period.ts';
import { type ReportPage, reportPages } from './report.ts';

export interface ReportSite {
  company: string;
  siteUrl: string;
  /** reports.to; empty when the site sends no report. */
  to: string[];
  schedule: ReportSchedule;
  timeZone: string;
  geo: { center: { lat: number; lng: number }; radiusMeters: number };
  pages: ReportPage[];
}

export function reportSite(site: Site, routes: Route[]): ReportSite {
  return {
    company: site.company,
    siteUrl: site.siteUrl,
    to: site.reports?.to ?? [],
    schedule: site.reports?.schedule ?? 'monthly',
    timeZone: site.reports?.timeZone ?? DEFAULT_TIME_ZONE,
    geo: site.geo,
    pages: reportPages(routes),
  };
}
