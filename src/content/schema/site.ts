import { z } from 'zod';
import { entry, text } from './common.ts';
import { hsts } from './hsts.ts';
import { ANALYTICS_PROVIDERS, analyticsIdProblem } from '../../analytics/providers.ts';

const phone = z.strictObject({
  display: text.describe('The number as people read it on the site, e.g. "(307) 555-0142".'),
  tel: z
    .string()
    .regex(/^\+[0-9]{11}$/)
    .describe('The same number as a phone dials it when tapped: +1 and the ten digits, no spaces, e.g. "+13075550142".'),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/);

function validTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const facts = z
  .strictObject({
    rating: z.number().min(1).max(5).describe('Average rating out of 5.'),
    reviewCount: z.int().min(0).describe('Number of reviews behind the rating.'),
    founded: z.int().min(1900).max(2100).describe('Founding year.'),
    customers: text.describe('Customer count claim, e.g. "500+".'),
    guaranteeYears: z.int().min(1).describe('Length of the service guarantee in years.'),
    serviceAreaCount: z.int().min(1).describe('Number of service-area towns.'),
    trade: z.array(entry).min(1).describe('Trades offered.'),
    responseTime: z
      .strictObject({
        emergencyMinutes: z.int().min(1).describe('Emergency arrival time in minutes.').optional(),
        estimateHours: z.int().min(1).describe('Time to answer an estimate request, in hours.').optional(),
      })
      .describe('Response times the owner promises (site lint compares response-time claims).')
      .optional(),
  })
  .describe('Facts the owner stands behind (lint compares copy against them).');

const lintSettings = z
  .strictObject({
    rules: z
      .record(
        z.string(),
        z
          .strictObject({
            severity: z.enum(['error', 'warning', 'info', 'off']).describe('error, warning, info or off.'),
            reason: text.describe('Why the severity differs from the default.').optional(),
          })
          .describe("A rule's severity and why it was changed."),
      )
      .describe('Severity per rule id, e.g. "copy/off-trade": { severity: off, reason: ... }.')
      .optional(),
    postingMaxAgeDays: z.int().min(1).describe('Days a job posting may go without validThrough before jobs/no-valid-through warns (default 60).').optional(),
  })
  .describe('site lint settings.');

/** data/site.yaml */
export const site = z
  .strictObject({
    company: text.describe("The business's name, as it appears on every page and at the end of each page's title."),
    sisterCompany: text.describe('Sister business whose door copy appears on some pages.'),
    tagline: text.describe('One line saying what you do and where, shown under the name.'),
    siteUrl: z
      .string()
      .regex(/^https?:\/\/[^/]+$/)
      .describe("The website's address, e.g. https://www.basinpeak.example (with https://, no / at the end). Change it only when the site moves."),
    email: z.email().describe('The e-mail address customers write to.'),
    region: text.describe('Region shown in the footer, e.g. "Big Horn Basin, Wyoming".'),
    address: z
      .strictObject({
        streetAddress: text.describe('Street and number; optional for a service-area business that serves customers at their homes.').optional(),
        locality: text.describe('Town.'),
        region: countryCode.describe('State code.'),
        postalCode: z
          .string()
          .regex(/^[0-9]{5}(-[0-9]{4})?$/)
          .describe('ZIP code of the business address.'),
        country: countryCode.describe('Country code.'),
      })
      .describe('Postal address of the business, used in structured data (Google requires it for a LocalBusiness).'),
    priceRange: z
      .string()
      .regex(/^[^\n\r]{1,100}$/)
      .describe('Relative price range for structured data, e.g. "$$" (under 100 characters).')
      .optional(),
    phones: z
      .strictObject({
        main: phone.describe('The number customers call: shown on most pages.'),
        alternate: phone.describe('A second number, shown on the services page and at the bottom of the home page.'),
        placeholder: phone.describe('The number shown on the estimates page and one emergency page (replace the 555 number with a real one).'),
        door: phone.describe("The door company's number, shown on the garage-door pages."),
      })
      .describe('Your phone numbers; which one a page shows is said under each.'),
    hours: z
      .array(
        z
          .strictObject({
            label: text.describe('The day or days, e.g. "Monday - Friday".'),
            value: text.describe('The hours on those days, e.g. "7:00 AM - 6:00 PM", or "Emergency Only".'),
          })
          .describe('One hours row.'),
      )
      .min(1)
      .describe('Opening hours, one row per day or group of days, shown on the contact page and in the footer.'),
    agency: z.strictObject({ name: text.describe('Agency name.'), url: z.url().describe('Agency URL.') }).describe('Marketing agency credited in the footer.'),
    about: text.describe('A few sentences about the business, shown at the bottom of every page.'),
    reviewProfileUrl: z.url().describe('External business-profile search page for reading/leaving reviews.'),
    mapsSearchUrl: z.url().describe('Maps search for the basin region ("View on Google Maps").'),
    socialImageDir: z.string().regex(/^\//).describe('Directory of per-city social images.'),
    endpoints: z
      .strictObject({
        scraper: z.url().describe('Review scraper API origin.').optional(),
        form: z.url().describe('URL the estimate form POSTs to (form-encoded) when forms.delivery is url (or forms is not set).').optional(),
      })
      .describe('External hosts the client may talk to; they feed the CSP.'),
    hsts: hsts.optional(),
    forms: z
      .strictObject({
        delivery: z
          .enum(['cloudflare', 'netlify', 'url'])
          .describe(
            "cloudflare: the site's Worker at /api/estimate stores each request in D1 and e-mails the owner; netlify: Netlify Forms; url: POST to endpoints.form.",
          ),
        turnstileSiteKey: z
          .string()
          .regex(/^[0-9A-Za-z_-]{8,100}$/)
          .describe('Cloudflare Turnstile site key (cloudflare delivery only); the function then needs the TURNSTILE_SECRET_KEY secret.')
          .optional(),
      })
      .describe(
        'Where estimate requests are delivered (docs/estimate-requests.md). Without it (and without endpoints.form) site lint reports forms/no-delivery.',
      )
      .optional(),
    reviewsPanel: z
      .strictObject({ enabled: z.boolean().meta({ default: true }).describe('Whether the build includes the panel.') })
      .describe(
        'The hidden review-import panel in the home reviews section (opened with #import-reviews). Left out of the build when enabled is false or endpoints.scraper is not set; included by default.',
      )
      .optional(),
    facts,
    host: z
      .strictObject({
        provider: z
          .enum(['cloudflare-pages', 'netlify', 'none'])
          .describe('cloudflare-pages: Cloudflare Pages (its limits are errors); netlify: Netlify (limits are warnings); none: no host limits.'),
        plan: z.enum(['free', 'paid']).describe('The Cloudflare Pages plan: free allows 20,000 files, a paid plan 100,000 (default free).').optional(),
        cards: z
          .enum(['edge', 'build'])
          .describe(
            "Cloudflare only: edge draws town social cards on request in the site's Worker (no file per town; needs the Workers Paid CPU limit), build draws them at build time (one file per town). Default: build on the free plan, edge on a paid plan.",
          )
          .optional(),
      })
      .describe(
        'Where the site is deployed: site check and site build count the output against its limits (docs/hosting.md). Default: Cloudflare Pages, free plan.',
      )
      .optional(),
    lint: lintSettings.optional(),
    keywords: z.array(entry).min(1).describe('Site-wide keywords.'),
    geo: z
      .strictObject({
        center: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
        radiusMeters: z.number().gt(0),
      })
      .describe('Centre of the service region and the radius served around a location, for structured data.'),
    newTabNote: text.describe('Read out by screen readers after links that open in a new tab.'),
    analytics: z
      .strictObject({
        provider: z.enum(ANALYTICS_PROVIDERS).describe('plausible, umami (Umami Cloud), goatcounter or cloudflare (Cloudflare Web Analytics).'),
        id: z
          .string()
          .describe(
            "The provider's id of this site: the domain (plausible), the website UUID (umami), the site code (goatcounter) or the site token (cloudflare).",
          ),
      })
      .superRefine((setting, ctx) => {
        const problem = analyticsIdProblem(setting);
        if (problem) ctx.addIssue({ code: 'custom', path: ['id'], message: problem });
      })
      .describe(
        "Optional third-party analytics (docs/conversions.md): the build loads the provider's script and lets it through the CSP, and hands it the call, e-mail and estimate events. Without it nothing third-party loads.",
      )
      .optional(),
    writeReviewUrl: z
      .url({ protocol: /^https$/ })
      .describe(
        "The business profile's \"write a review\" address (the Places API's writeAReviewUri or the Business Profile's newReviewUri): /review (data/pages/review.yaml) sends customers there; without it, to reviewProfileUrl (docs/review-requests.md).",
      )
      .optional(),
    reports: z
      .strictObject({
        to: z.array(z.email().describe('An e-mail address.')).min(1).describe('The addresses the report e-mail goes to (one or more).'),
        schedule: z
          .enum(['monthly', 'weekly'])
          .meta({ default: 'monthly' })
          .describe('monthly: on the 1st, the month before; weekly: on Mondays, the week before (Monday to Sunday).')
          .optional(),
        timeZone: z
          .string()
          .refine(validTimeZone, 'not a time zone: give an IANA name such as "America/Denver"')
          .meta({ default: 'America/Denver' })
          .describe('The time zone the report is sent in, at 6 in the morning: an IANA name such as "America/Denver". (The counts\' days are UTC days.)')
          .optional(),
      })
      .describe("The conversion report by e-mail (docs/conversions.md#the-report-by-e-mail): sent by the Worker's scheduled trigger at 6 in the morning.")
      .optional(),
    cms: z
      .strictObject({
        repo: z
          .string()
          .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/)
          .describe('The GitHub repository the CMS commits to, "owner/name".'),
        branch: z
          .string()
          .regex(/^[A-Za-z0-9._/-]+$/)
          .meta({ default: 'main' })
          .describe('The branch the site is published from.')
          .optional(),
      })
      .describe('The browser CMS at /admin/ (docs/cms.md): the repository it edits. Without it the build publishes no /admin/.')
      .optional(),
  })
  .describe('Company-wide settings: name, contact details, phone numbers, hours, facts.');
