// When the report e-mail goes out and which days it covers. The Worker's cron
// trigger fires every hour (Cloudflare's cron is in UTC, and "6 in the
// morning" in the owner's time zone moves against UTC twice a year); the hour
// that is 6:00 on the 1st (monthly) or on a Monday (weekly) in the site's time
// zone sends. The counts' days are UTC days (migrations/0002_conversions.sql).

export type ReportSchedule = 'monthly' | 'weekly';

/** The cron expression the Worker's trigger needs (wrangler: triggers.crons). */
export const REPORT_CRON = '0 * * * *';
/** The local hour the report is sent at. */
export const REPORT_HOUR = 6;
export const DEFAULT_TIME_ZONE = 'America/Denver';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface ReportPeriod {
  /** First and last day (YYYY-MM-DD), both included. */
  since: string;
  until: string;
  /** The period before, for the comparison. */
  previous: { since: string; until: string };
  /** "March" (monthly) or "Week of March 2" (weekly): the subject's first words. */
  label: string;
  /** Column heads of the comparison: "March" and "February", or "This week" and "Week before". */
  columns: [string, string];
  /** "March 2026" or "March 2 to 8, 2026": the e-mail's title. */
  title: string;
}

interface LocalTime {
  /** The local date at midnight, as a UTC timestamp (only its date is used). */
  date: number;
  hour: number;
}

function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)), hour: Number(parts.hour) };
}

const DAY_MS = 86_400_000;
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

/** True in the one hour the report is sent: 6:00 to 6:59 local time, on the 1st (monthly) or a Monday (weekly). */
export function isReportDue(now: Date, schedule: ReportSchedule, timeZone: string): boolean {
  const local = localTime(now, timeZone);
  if (local.hour !== REPORT_HOUR) return false;
  const date = new Date(local.date);
  return schedule === 'monthly' ? date.getUTCDate() === 1 : date.getUTCDay() === 1;
}

/** The last whole month (monthly) or Monday-to-Sunday week (weekly) before the local date of `now`. */
export function reportPeriod(now: Date, schedule: ReportSchedule, timeZone: string): ReportPeriod {
  const today = new Date(localTime(now, timeZone).date);
  return schedule === 'monthly' ? monthBefore(today) : weekBefore(today);
}

function monthBefore(today: Date): ReportPeriod {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const first = Date.UTC(year, month - 1, 1);
  const before = Date.UTC(year, month - 2, 1);
  const name = MONTHS[new Date(first).getUTCMonth()];
  return {
    since: iso(first),
    until: iso(Date.UTC(year, month, 1) - DAY_MS),
    previous: { since: iso(before), until: iso(first - DAY_MS) },
    label: name,
    title: `${name} ${new Date(first).getUTCFullYear()}`,
    columns: [name, MONTHS[new Date(before).getUTCMonth()]],
  };
}

function weekBefore(today: Date): ReportPeriod {
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS - 7 * DAY_MS;
  const sunday = monday + 6 * DAY_MS;
  const [start, end] = [new Date(monday), new Date(sunday)];
  const startName = `${MONTHS[start.getUTCMonth()]} ${start.getUTCDate()}`;
  const endName = start.getUTCMonth() === end.getUTCMonth() ? String(end.getUTCDate()) : `${MONTHS[end.getUTCMonth()]} ${end.getUTCDate()}`;
  return {
    since: iso(monday),
    until: iso(sunday),
    previous: { since: iso(monday - 7 * DAY_MS), until: iso(monday - DAY_MS) },
    label: `Week of ${startName}`,
    columns: ['This week', 'Week before'],
    title: `${startName} to ${endName}, ${end.getUTCFullYear()}`,
  };
}

/** The period of a calendar month given as YYYY-MM (`site report --month`). */
export function monthPeriod(month: string): ReportPeriod {
  const [year, number] = month.split('-').map(Number);
  return monthBefore(new Date(Date.UTC(year, number, 1)));
}
