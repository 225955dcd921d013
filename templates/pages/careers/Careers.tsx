import { fillText } from '../../../src/model/fill-text.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { JsonLdScript } from '../../blocks/JsonLdScript.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { careersCopy } from './copy.ts';
import { jobPosting } from './job-posting.ts';
import { PageHero } from '../../blocks/PageHero.tsx';
import { slugify } from '../../../src/text/slug.ts';

/** /careers: benefits, values, the open positions of data/jobs.yaml, apply by e-mail or phone; JobPosting JSON-LD. */
export function Careers({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = careersCopy.parse(route.props.page.content);
  const { site } = content;
  const phone = site.phones.main;
  const fill = (text: string) => fillText(text, site);
  const mailto = (title: string) => `mailto:${site.email}?subject=${encodeURIComponent(copy.applySubject.replace('{title}', title))}`;

  return (
    <>
      <PageHero className="careers-hero" heading={route.heading} lead={copy.intro} />

      <section className="section section--alt" aria-labelledby="careers-benefits">
        <div className="container">
          <h2 id="careers-benefits">{copy.benefitsHeading}</h2>
          <CardGrid cards={copy.benefits} columns={3} />
        </div>
      </section>

      <section className="section" aria-labelledby="careers-values">
        <div className="container">
          <h2 id="careers-values">{copy.valuesHeading}</h2>
          <CardGrid cards={copy.values} columns={4} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="careers-positions">
        <div className="container">
          <h2 id="careers-positions">{copy.positionsHeading}</h2>
          <p>{copy.positionsIntro}</p>
          <ul className="list-plain careers-jobs">
            {content.jobs.map((job) => {
              const id = `job-${slugify(job.title)}`;
              return (
                <li key={job.title} className={`card careers-job${job.featured ? ' careers-job--featured' : ''}`}>
                  <article aria-labelledby={id}>
                    <header className="careers-job__header">
                      <h3 id={id}>{job.title}</h3>
                      {job.featured && <span className="careers-job__badge">{copy.featuredLabel}</span>}
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
                      <div>
                        <h4>{copy.requirementsHeading}</h4>
                        <ul className="list-check">
                          {job.requirements.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </div>
                      {job.preferred.length > 0 && (
                        <div>
                          <h4>{copy.preferredHeading}</h4>
                          <ul>
                            {job.preferred.map((item) => (
                              <li key={item}>{item}</li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </div>
                    <a className="btn btn-primary" href={mailto(job.title)} aria-describedby={id}>
                      {copy.applyLabel}
                    </a>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section--brand" aria-labelledby="careers-apply">
        <div className="container careers-apply">
          <h2 id="careers-apply">{copy.applyHeading}</h2>
          <p className="lead">{fill(copy.applyText)}</p>
          <div className="btn-row">
            <a className="btn btn-light btn-lg" href={`mailto:${site.email}?subject=${encodeURIComponent(copy.applyGeneralSubject)}`}>
              {fill(copy.applyEmailLabel)}
            </a>
            <a className="btn btn-call btn-lg" href={`tel:${phone.tel}`}>
              <Icon name="phone" />
              {fill(copy.applyCallLabel)}
            </a>
          </div>
        </div>
      </section>
      {content.jobs.map((job) => (
        <JsonLdScript key={job.title} data={jobPosting(job, content, copy.datePosted)} />
      ))}
    </>
  );
}
