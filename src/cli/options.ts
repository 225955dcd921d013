import { UsageError } from '../errors.ts';
import { calendarDayProblem } from '../text/calendar-day.ts';

/** The build date (what is live, every lastmod): --date, else SOURCE_DATE_EPOCH, else today (UTC). */
export function resolveDate(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag !== undefined) {
    const problem = calendarDayProblem(flag);
    if (problem) throw new UsageError(`--date must be a real day written YYYY-MM-DD: ${problem}`);
    return flag;
  }
  const epoch = env.SOURCE_DATE_EPOCH;
  return (epoch === undefined ? new Date() : sourceDate(epoch)).toISOString().slice(0, 10);
}

/** Latest moment SOURCE_DATE_EPOCH may name: the end of year 9999 (a sitemap date has four year digits). */
const LAST_EPOCH = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;

/**
 * The moment SOURCE_DATE_EPOCH names (reproducible-builds.org: whole seconds
 * since 1970-01-01 UTC). A value that is not one is refused: a reproducible
 * build that quietly takes today's date is not reproducible.
 */
function sourceDate(epoch: string): Date {
  if (!/^\d+$/.test(epoch) || Number(epoch) > LAST_EPOCH)
    throw new UsageError(
      `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 UTC (such as ${Math.floor(Date.UTC(2026, 0, 15) / 1000)} for 2026-01-15), got "${epoch}"; fix or unset it, or pass --date`,
    );
  return new Date(Number(epoch) * 1000);
}

export function resolveUrl(flag: string | undefined): string | undefined {
  if (flag === undefined) return undefined;
  try {
    const url = new URL(flag);
    if (!/^https?:$/.test(url.protocol)) throw new Error();
    return url.href.replace(/\/$/, '');
  } catch {
    throw new UsageError(`--site-url must be an http(s) URL, got "${flag}"`);
  }
}

export function resolvePort(flag: string): number {
  const port = Number(flag);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0-65535, got "${flag}"`);
  return port;
}

/** --threads: a whole number of 1 or more; undefined leaves the choice to the build (SITE_THREADS, else the cores). */
export function resolveThreads(flag: string | undefined): number | undefined {
  if (flag === undefined) return undefined;
  if (!/^\d+$/.test(flag) || Number(flag) < 1) throw new UsageError(`--threads must be a whole number of 1 or more, got "${flag}"`);
  return Number(flag);
}

/** --allowed-host's help: the request check (serve/request-check.ts) answers these names besides 127.0.0.1, localhost and [::1]. */
export const ALLOWED_HOST_HELP = 'another name the server answers to besides 127.0.0.1, localhost and [::1] (".name" adds the names below it too); repeatable';

/** Commander's collector for a repeatable option. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
