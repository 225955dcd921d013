// The Strict-Transport-Security setting of data/site.yaml (`hsts`) and the
// one place its defaults live: the build prints the header from
// `hstsSettings`, and the schema rejects what hstspreload.org would refuse.
import { z } from 'zod';

/** hstspreload.org accepts a domain only with max-age of at least one year. */
export const PRELOAD_MIN_MAX_AGE = 31_536_000;

/** Two years, includeSubDomains, preload: what hstspreload.org recommends. */
export const HSTS_DEFAULTS = { maxAge: 63_072_000, includeSubDomains: true, preload: true } as const;

export interface HstsSettings {
  maxAge: number;
  includeSubDomains: boolean;
  preload: boolean;
}

export type HstsInput = Partial<HstsSettings> | undefined;

/** The effective setting: every value left out takes its default. */
export function hstsSettings(value: HstsInput): HstsSettings {
  return { ...HSTS_DEFAULTS, ...value };
}

export const hsts = z
  .strictObject({
    maxAge: z
      .int()
      .min(0)
      .meta({ default: HSTS_DEFAULTS.maxAge })
      .describe(
        'Seconds a browser keeps to HTTPS after a visit (max-age); 63072000 is two years, 0 tells browsers to forget the rule. At least 31536000 with preload.',
      )
      .optional(),
    includeSubDomains: z
      .boolean()
      .meta({ default: HSTS_DEFAULTS.includeSubDomains })
      .describe('The rule covers every subdomain too (each must then serve HTTPS). Required by preload.')
      .optional(),
    preload: z
      .boolean()
      .meta({ default: HSTS_DEFAULTS.preload })
      .describe("Consent to be listed in browsers' built-in HTTPS-only list (hstspreload.org): every subdomain HTTPS-only, and leaving the list takes months.")
      .optional(),
  })
  .superRefine((value, ctx) => {
    const effective = hstsSettings(value);
    if (!effective.preload) return;
    // An invalid pair always has one value the owner wrote; point at it.
    if (!effective.includeSubDomains) {
      ctx.addIssue({
        code: 'custom',
        path: ['includeSubDomains'],
        message:
          'must be true while preload is on (hstspreload.org lists only domains whose header has includeSubDomains); set preload: false to leave subdomains out',
      });
    }
    if (effective.maxAge < PRELOAD_MIN_MAX_AGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxAge'],
        message: `must be >= ${PRELOAD_MIN_MAX_AGE} (one year) while preload is on (hstspreload.org's minimum); set preload: false for a shorter max-age`,
      });
    }
  })
  // The same rule for editors (preload is on unless written false).
  .meta({
    if: { not: { required: ['preload'], properties: { preload: { const: false } } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
    then: { properties: { includeSubDomains: { const: true }, maxAge: { minimum: PRELOAD_MIN_MAX_AGE } } },
  })
  .describe(
    'Strict-Transport-Security in _headers: browsers that saw it use only HTTPS for the site. Defaults: maxAge 63072000, includeSubDomains true, preload true (docs/publishing.md).',
  );
