import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { CardItem } from '../../blocks/CardItem.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { CheckListGroup } from '../../blocks/ItemList.tsx';
import { LinkList } from '../../blocks/LinkList.tsx';
import { Section, SectionFrame } from '../../blocks/Section.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { directoryTowns } from '../../../src/model/town-directory.ts';
import { contactCopy } from './copy.ts';
import { PageHero } from '../../blocks/PageHero.tsx';

// 24×24 stroke icons for the three cards (decorative).
const ICONS = {
  call: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  text: 'M4 4h16v12H8l-4 4V4zM8 9h8M8 12h5',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
} as const;

/** /contact: call, text and email cards, hours, the 25 communities, what to expect, call and email buttons. */
export function Contact({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = contactCopy.parse(route.props.page.content);
  const { site } = content;
  const phone = site.phones.main;
  const fill = (text: string) => fillText(text, site);
  // a large site lists the town directory's first page here and links to the rest
  const listed = directoryTowns(content.towns, 1);
  const cards = [
    { key: 'call', icon: ICONS.call, href: `tel:${phone.tel}`, ...copy.cards.call },
    { key: 'text', icon: ICONS.text, href: `sms:${phone.tel}`, ...copy.cards.text },
    { key: 'email', icon: ICONS.email, href: `mailto:${site.email}`, ...copy.cards.email },
  ] as const;

  return (
    <>
      <PageHero className="contact-hero" heading={route.heading} lead={copy.intro} />

      <Section id="contact-ways" className="section--alt" heading={copy.cardsHeading}>
        <ul className="grid grid-3 list-plain contact-cards">
          {cards.map((card) => (
            <CardItem key={card.key} className="contact-card" media={<ContactIcon path={card.icon} />} title={card.title} description={card.description}>
              <a className="contact-card__action" href={card.href}>
                {fill(card.label)}
              </a>
            </CardItem>
          ))}
        </ul>
      </Section>

      <SectionFrame id="contact-hours" innerClassName="contact-split">
        <div>
          <h2 id="contact-hours">{copy.hoursHeading}</h2>
          <FactList className="contact-hours" itemClassName="contact-hours__row" facts={site.hours} />
          <p className="text-muted">{copy.hoursNote}</p>
        </div>
        <div>
          <h2 id="contact-expect">{copy.expectHeading}</h2>
          {copy.expect.map((group) => (
            <CheckListGroup key={group.title} className="contact-expect" heading={group.title} items={group.items} />
          ))}
        </div>
      </SectionFrame>

      <Section id="contact-areas" className="section--alt" heading={copy.areasHeading}>
        <p>{copy.areasIntro}</p>
        <LinkList className="contact-towns list-plain" links={listed.map((town) => ({ path: `/${town.slug}`, name: town.name }))} />
        {listed.length < content.towns.length && (
          <p>
            <a href={copy.areasMore.path}>{copy.areasMore.label.replace('{count}', String(content.towns.length))}</a>
          </p>
        )}
      </Section>

      <Section id="contact-cta" className="section--brand" innerClassName="contact-cta" heading={copy.ctaHeading} lead={copy.ctaText}>
        <ActionRow
          actions={[
            { label: copy.callLabel, call: 'main' },
            { label: copy.emailLabel, href: `mailto:${site.email}`, style: 'light' },
          ]}
          site={site}
          large
        />
      </Section>
    </>
  );
}

/** A card's icon, drawn from the page's own paths (decorative). */
function ContactIcon({ path }: { path: string }) {
  return (
    <span className="contact-card__icon">
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
