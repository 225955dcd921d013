// The third-party analytics services an owner may choose instead of (or
// beside) the site's own conversion counts (site.yaml `analytics:`): the
// script each one needs, the origins it talks to (the CSP lists exactly
// these) and the id it identifies the site by.

export const ANALYTICS_PROVIDERS = ['plausible', 'umami', 'goatcounter', 'cloudflare'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export interface AnalyticsSetting {
  provider: AnalyticsProvider;
  id: string;
}

interface ProviderSpec {
  /** What the id looks like, for the schema's message. */
  idFormat: string;
  idPattern: RegExp;
  /** The provider's script, loaded from its own host. */
  script: string;
  /** The attributes the script reads its settings from. */
  attributes(id: string): Record<string, string>;
  /** Origins the script sends its counts to (connect-src; img-src too where it falls back to an image). */
  connect(id: string): string[];
  sendsImages: boolean;
}

const SPECS: Record<AnalyticsProvider, ProviderSpec> = {
  plausible: {
    idFormat: 'the site\'s domain as added in Plausible, e.g. "basinpeak.example"',
    idPattern: /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    script: 'https://plausible.io/js/script.js',
    attributes: (id) => ({ 'data-domain': id }),
    connect: () => ['https://plausible.io'],
    sendsImages: false,
  },
  umami: {
    idFormat: 'the website id Umami Cloud shows, a UUID such as "6b43b895-17fb-42d5-aacc-ef0841ca34c5"',
    idPattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    script: 'https://cloud.umami.is/script.js',
    attributes: (id) => ({ 'data-website-id': id }),
    // Umami Cloud's script posts to its API gateway; older versions of it to its own host.
    connect: () => ['https://cloud.umami.is', 'https://api-gateway.umami.dev'],
    sendsImages: false,
  },
  goatcounter: {
    idFormat: 'the site code of https://CODE.goatcounter.com, e.g. "basinpeak" (lowercase letters, digits, dashes)',
    idPattern: /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/,
    script: 'https://gc.zgo.at/count.js',
    attributes: (id) => ({ 'data-goatcounter': `https://${id}.goatcounter.com/count` }),
    connect: (id) => [`https://${id}.goatcounter.com`],
    sendsImages: true,
  },
  cloudflare: {
    idFormat: 'the Web Analytics site token, 32 hexadecimal digits',
    idPattern: /^[0-9a-f]{32}$/,
    script: 'https://static.cloudflareinsights.com/beacon.min.js',
    attributes: (id) => ({ 'data-cf-beacon': JSON.stringify({ token: id }) }),
    connect: () => ['https://cloudflareinsights.com'],
    sendsImages: false,
  },
};

/** The message for an id that does not fit the provider, or null when it fits. */
export function analyticsIdProblem(setting: AnalyticsSetting): string | null {
  const spec = SPECS[setting.provider];
  return spec.idPattern.test(setting.id) ? null : `must be ${spec.idFormat}, for ${setting.provider}`;
}

/** The script element's src and attributes. */
export function analyticsScript(setting: AnalyticsSetting): { src: string; attributes: Record<string, string> } {
  const spec = SPECS[setting.provider];
  return { src: spec.script, attributes: spec.attributes(setting.id) };
}

/** The CSP sources the provider needs, by directive. */
export function analyticsSources(setting: AnalyticsSetting | undefined): { script: string[]; connect: string[]; img: string[] } {
  if (!setting) return { script: [], connect: [], img: [] };
  const spec = SPECS[setting.provider];
  const connect = spec.connect(setting.id);
  return { script: [new URL(spec.script).origin], connect, img: spec.sendsImages ? connect : [] };
}
