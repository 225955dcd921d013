// Calendar days written YYYY-MM-DD, the one form of every date the site
// reads (the build date, the content's dates) and prints (<lastmod>, JSON-LD).
// Compared as text: for this form, text order is time order.

const FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is YYYY-MM-DD and names a day that exists (29 February only in a leap year; not 2026-04-31). */
export function isCalendarDay(value: string): boolean {
  const m = FORM.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over into the next month (2027-02-29 → 1 March): a real day reads back the same
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What is wrong with a date value, naming it; null for a real calendar day. */
export function calendarDayProblem(value: string): string | null {
  const m = FORM.exec(value);
  if (!m) return `"${value}" is not a date written YYYY-MM-DD`;
  if (isCalendarDay(value)) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `"${value}" is not a real day: ${m[1]} has no ${Number(m[3])} ${month}` : `"${value}" is not a real day: there is no month ${m[2]}`;
}

/** The day `days` after `day` (before it, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
