// The conversion counts in D1 (schema: migrations/0002_conversions.sql).

import type { ConversionEvent } from '../conversions/event.ts';
import type { D1Like } from './env.ts';

/** Adds one to the day's count of this kind on this page and place. */
export async function countEvent(db: D1Like, event: ConversionEvent, now: number): Promise<void> {
  await db
    .prepare(
      'INSERT INTO conversions (day, path, kind, place, count) VALUES (?, ?, ?, ?, 1) ON CONFLICT (day, path, kind, place) DO UPDATE SET count = count + 1',
    )
    .bind(new Date(now).toISOString().slice(0, 10), event.path, event.kind, event.place)
    .run();
}
