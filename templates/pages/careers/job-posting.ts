import type { Content, Job, Town } from '../../../src/content/types.ts';
import type { JobPostingNode } from '../../../src/render/structured-data-types.ts';
import { absoluteUrl } from '../../../src/routes/absolute-url.ts';

/** "$45,000 - $65,000" → { min: 45000, max: 65000 }; null when the text has no two amounts. */
export function salaryRange(salary: string): { min: number; max: number } | null {
  const amounts = [...salary.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return amounts.length >= 2 ? { min: Math.min(amounts[0], amounts[1]), max: Math.max(amounts[0], amounts[1]) } : null;
}

/** "Full-time" → "FULL_TIME" (schema.org employmentType). */
export function employmentType(type: string): string {
  return type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** The served town a job's location names ("Powell, WY" → Powell), whose ZIP completes its address. */
export function jobTown(job: Job, content: Content): Town | undefined {
  const locality = job.location.split(',')[0]!.trim();
  return content.towns.find((t) => t.name === locality);
}

/** schema.org JobPosting for one open position. */
export function jobPosting(job: Job, content: Content): JobPostingNode {
  const { site } = content;
  const [locality, region = site.address.region] = job.location.split(',').map((s) => s.trim());
  const range = salaryRange(job.salary);
  // Google asks for as much of the job's address as is known: the ZIP of the town it names, if the site serves it.
  const postalCode = locality === site.address.locality ? site.address.postalCode : jobTown(job, content)?.zipCode;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, `Requirements: ${job.requirements.join('; ')}.`, job.preferred.length ? `Preferred: ${job.preferred.join('; ')}.` : '']
      .filter(Boolean)
      .join(' '),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: employmentType(job.type),
    hiringOrganization: { '@type': 'Organization', name: site.company, sameAs: absoluteUrl(site.siteUrl, '/') },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality,
        addressRegion: region,
        postalCode: postalCode || undefined,
        addressCountry: site.address.country,
      },
    },
    baseSalary: range
      ? { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitText: 'YEAR' } }
      : undefined,
    directApply: false,
  };
}
