import { fillText } from '../../../src/model/fill-text.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { CheckListGroup, ItemList } from '../../blocks/ItemList.tsx';
import { Section } from '../../blocks/Section.tsx';
import { JsonLdScript } from '../../blocks/JsonLdScript.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { careersCopy } from './copy.ts';
import { jobPosting } from './job-posting.ts';
import { PageHero } from '../../blocks/PageHero.tsx';
import { slugify } from '../../../src/text/slug.ts';
import { isExpired } from '../../../src/model/job-postings.ts';

/**
 * /careers: benefits, values, the positions of data/jobs.yaml (content/published.ts left out those
 * not posted yet, and the closed ones their owner removes), apply by e-mail or phone; JobPosting
 * JSON-LD of each open position. A position past its validThrough is shown as filled, without JSON-LD.
 */
export function Careers({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = careersCopy.parse(route.props.page.content);
  const { site } = content;
  const mailto = (title: string) => `mailto:${site.email}?subject=${encodeURIComponent(copy.applySubject.replace('{title}', title))}`;

  return (
    <>
      <PageHero className="careers-hero" heading={route.heading} lead={copy.intro} />

      <Section id="careers-benefits" className="section--alt" heading={copy.benefitsHeading}>
        <CardGrid cards={copy.benefits} columns={3} />
      </Section>

      <Section id="careers-values" heading={copy.valuesHeading}>
        <CardGrid cards={copy.values} columns={4} />
      </Section>

      <Section id="careers-positions" className="section--alt" heading={copy.positionsHeading}>
        <p>{copy.positionsIntro}</p>
        <ul className="list-plain careers-jobs">
          {content.jobs.map((job) => {
            const id = `job-${slugify(job.title)}`;
            const filled = isExpired(job, content.date);
            return (
              <li key={job.title} className={`card careers-job${job.featured && !filled ? ' careers-job--featured' : ''}`}>
                <article aria-labelledby={id}>
                  <header className="careers-job__header">
                    <h3 id={id}>{job.title}</h3>
                    {filled ? (
                      <span className="careers-job__badge careers-job__badge--filled">{copy.filledLabel}</span>
                    ) : (
                      job.featured && <span className="careers-job__badge">{copy.featuredLabel}</span>
                    )}
                  </header>
                  <p className="careers-job__meta">
                    <span>{job.type}</span>
                    <span>{job.location}</span>
                    <span>
                      {copy.salaryLabel}: <strong>{job.salary}</strong>
                    </span>
                  </p>
                  <p>{job.description}</p>
                  <div className="careers-job__lists">
                    <CheckListGroup level={4} heading={copy.requirementsHeading} items={job.requirements} />
                    {job.preferred.length > 0 && (
                      <div>
                        <h4>{copy.preferredHeading}</h4>
                        <ItemList items={job.preferred} />
                      </div>
                    )}
                  </div>
                  {filled ? (
                    <p className="careers-job__filled">{copy.filledNote}</p>
                  ) : (
                    <a className="btn btn-primary" href={mailto(job.title)} aria-describedby={id}>
                      {copy.applyLabel}
                    </a>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="careers-apply" className="section--brand" innerClassName="careers-apply" heading={copy.applyHeading} lead={fillText(copy.applyText, site)}>
        <ActionRow
          actions={[
            { label: copy.applyEmailLabel, href: `mailto:${site.email}?subject=${encodeURIComponent(copy.applyGeneralSubject)}`, style: 'light' },
            { label: copy.applyCallLabel, call: 'main' },
          ]}
          site={site}
          large
        />
      </Section>
      {content.jobs
        .filter((job) => !isExpired(job, content.date))
        .map((job) => (
          <JsonLdScript key={job.title} data={jobPosting(job, content)} />
        ))}
    </>
  );
}
