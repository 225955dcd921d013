import type { Job } from '../content/types.ts';

/** Whether a posting's last day (validThrough) is before `date`: the position is closed. */
export function isExpired(job: Job, date: string | undefined): boolean {
  return job.validThrough !== undefined && date !== undefined && job.validThrough < date;
}
