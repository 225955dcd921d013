import type { Content } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { CardItem } from '../../blocks/CardItem.tsx';
import { CtaBand } from '../../blocks/CtaBand.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { CheckList, CheckListGroup } from '../../blocks/ItemList.tsx';
import { MoreLink } from '../../blocks/MoreLink.tsx';
import { SectionFrame } from '../../blocks/Section.tsx';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { FaqSection } from '../../blocks/FaqSection.tsx';
import { StepList } from '../../blocks/StepList.tsx';
import type { ServiceSection } from './copy.ts';

/** One typed section of a service page. */
export function ServiceSectionView({ section, index, content }: { section: ServiceSection; index: number; content: Content }) {
  const id = `section-${index + 1}`;
  const headingId = `${id}-heading`;
  const fill = (t: string) => fillText(t, content.site);
  const alt = index % 2 === 1 ? 'section--alt' : undefined;

  if (section.type === 'faq') return <FaqSection id={`faq-${index + 1}`} source={section} content={content} className={alt} />;

  if (section.type === 'cta') {
    return (
      <CtaBand id={headingId} className="svc-cta" heading={fill(section.heading)} text={fill(section.text)} actions={section.actions} site={content.site} />
    );
  }

  return (
    <SectionFrame id={headingId} className={`${alt ? `${alt} ` : ''}svc-section svc-section--${section.type}`}>
      <SectionBody section={section} headingId={headingId} fill={fill} />
    </SectionFrame>
  );
}

type BodySection = Exclude<ServiceSection, { type: 'faq' | 'cta' }>;

function SectionBody({ section, headingId, fill }: { section: BodySection; headingId: string; fill: (t: string) => string }) {
  if (section.type === 'text' || section.type === 'notice') {
    return (
      <div className={section.type === 'notice' ? 'card svc-notice' : 'svc-text'}>
        <h2 id={headingId}>{fill(section.heading)}</h2>
        {section.paragraphs.map((p) => (
          <p key={p}>{fill(p)}</p>
        ))}
      </div>
    );
  }
  const body = (
    <>
      <h2 id={headingId}>{fill(section.heading)}</h2>
      {section.intro && <p className="lead">{fill(section.intro)}</p>}
      <SectionContent section={section} fill={fill} />
    </>
  );
  // A checklist or a list of links may stand in a card beside the page's text.
  if (section.type === 'checklist' || section.type === 'links') return <div className={section.card ? 'card svc-aside' : undefined}>{body}</div>;
  return body;
}

/** What a section shows under its heading and intro. */
function SectionContent({ section, fill }: { section: Exclude<BodySection, { type: 'text' | 'notice' }>; fill: (t: string) => string }) {
  switch (section.type) {
    case 'checklist':
      return <CheckList className="svc-checklist" items={section.items.map(fill)} />;
    case 'cards':
      return <CardGrid cards={section.cards.map((c) => ({ ...c, title: fill(c.title), description: fill(c.description) }))} columns={section.columns} />;
    case 'steps':
      return <StepList steps={section.steps.map((s) => ({ title: fill(s.title), description: fill(s.description) }))} />;
    case 'links':
      return (
        <ul className="list-plain svc-links">
          {section.links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{fill(l.label)}</a>
              {l.description && <span className="text-muted"> {fill(l.description)}</span>}
            </li>
          ))}
        </ul>
      );
    case 'badges':
      return (
        <ul className="list-plain svc-badges">
          {section.items.map((item) => (
            <li key={item} className="svc-badges__item">
              {fill(item)}
            </li>
          ))}
        </ul>
      );
    case 'urgent':
      return (
        <ul className="grid grid-2 list-plain svc-urgent">
          {section.services.map((s) => (
            <CardItem key={s.title} className="svc-urgent__card" title={fill(s.title)} description={fill(s.description)}>
              <dl className="svc-urgent__facts">
                <div>
                  <dt>{section.urgencyLabel}</dt>
                  <dd className={`svc-urgency svc-urgency--${s.urgency.toLowerCase()}`}>{s.urgency}</dd>
                </div>
                <div>
                  <dt>{section.responseLabel}</dt>
                  <dd>{fill(s.responseTime)}</dd>
                </div>
              </dl>
              <MoreLink href={s.href} label={section.linkLabel} context={`: ${fill(s.title)}`} />
            </CardItem>
          ))}
        </ul>
      );
    case 'tiers':
      return (
        <>
          <ul className="grid grid-3 list-plain svc-tiers">
            {section.tiers.map((t) => (
              <li key={t.name} className="card svc-tiers__tier">
                <h3>{fill(t.name)}</h3>
                <p className="svc-tiers__response">{fill(t.response)}</p>
                <CheckList items={t.towns} />
              </li>
            ))}
          </ul>
          {section.note && <p className="svc-note">{fill(section.note)}</p>}
        </>
      );
    case 'programs':
      return (
        <ul className="grid grid-3 list-plain svc-programs">
          {section.programs.map((p) => (
            <li key={p.name} className="card svc-programs__program">
              <h3>{fill(p.name)}</h3>
              <p className="eyebrow">{fill(p.frequency)}</p>
              <p>{fill(p.description)}</p>
              <CheckList items={p.features.map(fill)} />
            </li>
          ))}
        </ul>
      );
    case 'stats':
      return <FactList className="stats" itemClassName="stats__item" facts={section.stats.map((s) => ({ label: fill(s.label), value: fill(s.value) }))} />;
    case 'compare':
      return (
        <div className={`grid grid-${Math.min(section.columns.length, 3)} svc-compare`}>
          {section.columns.map((c) => (
            <CheckListGroup key={c.title} className="card" heading={fill(c.title)} items={c.items.map(fill)} />
          ))}
        </div>
      );
  }
}
