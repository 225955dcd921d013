// The report e-mail sent by the Worker's scheduled trigger: read the counts of
// the period and the one before from D1, build the e-mail, send it through the
// mail API the estimate form uses, retry a failed send, and log (then throw)
// when every attempt failed, so a missing report shows in the Worker's logs
// and its cron history. No Node built-ins: this runs in the Worker.

import type { D1Like } from '../edge/env.ts';
import { type MailApiEnv, postMail } from '../edge/mail-api.ts';
import { type ReportEmail, reportEmail } from './report-email.tsx';
import { isReportDue, type ReportPeriod, reportPeriod } from './report-period.ts';
import { readCounts } from './report-query.ts';
import type { ReportSite } from './report-site.ts';
import { buildReport, type CountRow } from './report.ts';

export interface ReportEnv extends MailApiEnv {
  DB: D1Like;
  /** The sender of the report; default MAIL_FROM (the estimate e-mails' sender). */
  REPORT_MAIL_FROM?: string;
  MAIL_FROM?: string;
}

export interface SendDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  log: (message: string) => void;
}

/** Waits before the second and third attempt: long enough for a mail API's brief outage, well within a cron run's time. */
export const RETRY_DELAYS_MS = [10_000, 60_000];

/** The e-mail of `period` from `rows` (the counts from the period before it to its end). The CLI and the Worker both build it here. */
export function reportEmailOf(rows: CountRow[], site: ReportSite, period: ReportPeriod): ReportEmail {
  const facts = { pages: site.pages, geo: site.geo };
  const current = buildReport(
    rows.filter((row) => row.day >= period.since && row.day <= period.until),
    facts,
    period.since,
    period.until,
  );
  const before = buildReport(
    rows.filter((row) => row.day >= period.previous.since && row.day <= period.previous.until),
    facts,
    period.previous.since,
    period.previous.until,
  );
  return reportEmail(current, before.totals, period, site);
}

/** Sends the report of the period before `now` to `site.to`; throws after the last failed attempt. */
export async function sendReport(env: ReportEnv, now: Date, site: ReportSite, deps: SendDeps): Promise<void> {
  if (site.to.length === 0) return deps.log('report e-mail: reports.to is not set in data/site.yaml; nothing sent');
  const period = reportPeriod(now, site.schedule, site.timeZone);
  const rows = await readCounts(env.DB, period.previous.since, period.until);
  const email = reportEmailOf(rows, site, period);
  const mail = { from: env.REPORT_MAIL_FROM ?? env.MAIL_FROM ?? 'reports@localhost', to: site.to, ...email };
  let failure: string | null = null;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await deps.sleep(RETRY_DELAYS_MS[attempt - 1]);
    failure = await postMail(mail, env, deps.fetch);
    if (failure === null) return;
    deps.log(`report e-mail for ${period.since} to ${period.until}: attempt ${attempt + 1} failed (${failure})`);
  }
  throw new Error(`report e-mail for ${period.since} to ${period.until} not sent after ${RETRY_DELAYS_MS.length + 1} attempts: ${failure}`);
}

interface ScheduledController {
  scheduledTime: number;
  cron?: string;
}

interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

/**
 * The Worker's `scheduled` handler for `site` (the JSON `reportSite` builds):
 * its cron fires every hour (REPORT_CRON); only the hour the site's schedule
 * names sends.
 */
export function reportScheduled(site: ReportSite, deps: Partial<SendDeps> = {}) {
  return (controller: ScheduledController, env: ReportEnv, ctx: ExecutionContext): void => {
    const now = new Date(controller.scheduledTime);
    if (!isReportDue(now, site.schedule, site.timeZone)) return;
    ctx.waitUntil(
      sendReport(env, now, site, {
        fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
        sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        log: deps.log ?? ((message) => console.error(message)),
      }),
    );
  };
}
