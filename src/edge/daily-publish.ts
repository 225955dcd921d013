// Scheduled content goes live on its day without a push: a build dated on or
// after a post's (or video's, or job posting's) day publishes it
// (content/published.ts), so on such a day the Worker's hourly cron, in its
// first hour (UTC, the build date's time zone), asks Cloudflare's Workers
// Builds for a new build through a deploy hook, when one is configured
// (DEPLOY_HOOK_URL, a secret: the URL is its own credential). The days come
// from the last build (.worker/publish-days.json): on other days nothing is
// built. No Node built-ins: this runs in the Worker.

export interface DailyPublishEnv {
  /** Secret: a Workers Builds deploy hook of the production branch (docs/publishing.md). */
  DEPLOY_HOOK_URL?: string;
}

/** Whether `now` is the first hour (UTC) of a day whose build publishes dated content. */
export function isPublishDue(now: Date, days: readonly string[]): boolean {
  return now.getUTCHours() === 0 && days.includes(now.toISOString().slice(0, 10));
}

/** Asks for a build through the deploy hook when today's build publishes dated content; throws when the hook refuses, so the cron run shows the error. */
export async function publishScheduled(env: DailyPublishEnv, now: Date, days: readonly string[], fetcher: typeof fetch): Promise<void> {
  if (!env.DEPLOY_HOOK_URL || !isPublishDue(now, days)) return;
  const response = await fetcher(env.DEPLOY_HOOK_URL, { method: 'POST' });
  if (!response.ok) throw new Error(`deploy hook for the content dated ${now.toISOString().slice(0, 10)}: HTTP ${response.status}`);
}
