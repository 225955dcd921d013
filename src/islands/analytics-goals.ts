// The conversion events handed to the third-party analytics script the owner
// configured (site.yaml analytics:, src/analytics/providers.ts), through each
// provider's own event API, as goals named Call, Email, Estimate and Review with the
// link's place. Without a provider's script on the page nothing happens.

import type { ConversionEvent } from '../conversions/event.ts';

interface ProviderGlobals {
  plausible?: (name: string, options?: { props?: Record<string, string> }) => void;
  umami?: { track(name: string, data?: Record<string, string>): void };
  goatcounter?: { count?(vars: { path: string; title?: string; event: boolean }): void };
}

const GOALS = { call: 'Call', email: 'Email', estimate: 'Estimate', review: 'Review' } as const;

export function forwardToAnalytics(event: ConversionEvent): void {
  const goal = GOALS[event.kind];
  const providers = window as unknown as ProviderGlobals;
  try {
    providers.plausible?.(goal, { props: { place: event.place } });
    providers.umami?.track(goal, { place: event.place });
    providers.goatcounter?.count?.({ path: `${goal}-${event.place}`, title: goal, event: true });
  } catch {
    // A provider's failure must not stop the site's own count or the visitor's tap.
  }
}
