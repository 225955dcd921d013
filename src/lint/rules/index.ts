import type { LintRule } from '../types.ts';
import { claimsCustomers } from './claims-customers.ts';
import { claimsExperience } from './claims-experience.ts';
import { claimsGuarantee } from './claims-guarantee.ts';
import { claimsRating } from './claims-rating.ts';
import { claimsResponseTime } from './claims-response-time.ts';
import { claimsReviewCount } from './claims-review-count.ts';
import { claimsServiceAreas } from './claims-service-areas.ts';
import { contactEmail } from './contact-email.ts';
import { copyCompanyName } from './copy-company-name.ts';
import { copyOffTrade } from './copy-off-trade.ts';
import { formsNoDelivery } from './forms-no-delivery.ts';
import { imagesLargeOriginal } from './images-large-original.ts';
import { jobsNoValidThrough } from './jobs-no-valid-through.ts';
import { linksNoPage } from './links-no-page.ts';
import { linksRedirected } from './links-redirected.ts';
import { linksRedirectShadowsPage } from './links-redirect-shadows-page.ts';
import { phoneNotMain } from './phone-not-main.ts';
import { phonePlaceholder } from './phone-placeholder.ts';
import { phoneTelMismatch } from './phone-tel-mismatch.ts';
import { reviewsGating } from './reviews-gating.ts';
import { seoDoorwayRisk } from './seo-doorway-risk.ts';
import { seoSelfServingRating } from './seo-self-serving-rating.ts';
import { seoStaleNews } from './seo-stale-news.ts';

/** Every rule, in report order. */
export const lintRules: LintRule[] = [
  phoneNotMain,
  phonePlaceholder,
  phoneTelMismatch,
  contactEmail,
  claimsRating,
  claimsReviewCount,
  claimsExperience,
  claimsCustomers,
  claimsGuarantee,
  claimsResponseTime,
  claimsServiceAreas,
  copyOffTrade,
  copyCompanyName,
  formsNoDelivery,
  linksNoPage,
  linksRedirected,
  linksRedirectShadowsPage,
  reviewsGating,
  seoSelfServingRating,
  seoStaleNews,
  jobsNoValidThrough,
  seoDoorwayRisk,
  imagesLargeOriginal,
];
