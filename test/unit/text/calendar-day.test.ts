import { describe, expect, it } from 'vitest';
import { addDays, calendarDayProblem, daysBetween, isCalendarDay } from '../../../src/text/calendar-day.ts';

describe('calendar days', () => {
  it('are YYYY-MM-DD days that exist: 29 February only in a leap year, no 31st of a 30-day month', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2027-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00'])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('are refused with a message naming the value', () => {
    expect(calendarDayProblem('2026-01-15')).toBeNull();
    expect(calendarDayProblem('2027-02-29')).toBe('"2027-02-29" is not a real day: 2027 has no 29 February');
    expect(calendarDayProblem('2026-13-01')).toBe('"2026-13-01" is not a real day: there is no month 13');
    expect(calendarDayProblem('tomorrow')).toBe('"tomorrow" is not a date written YYYY-MM-DD');
  });

  it('count and step across months, years and leap days', () => {
    expect(addDays('2026-03-01', -2)).toBe('2026-02-27');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2025-01-01', '2025-06-01')).toBe(151);
    expect(daysBetween('2025-06-01', '2025-01-01')).toBe(-151);
  });
});
