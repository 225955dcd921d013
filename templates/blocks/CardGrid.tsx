import type { Card, SectionHeading } from './copy-parts.ts';
import { IntroSection, type SectionFrameProps } from './Section.tsx';
import { Icon } from './Icon.tsx';

/** A grid of icon cards (title + description). */
export function CardGrid({ cards, columns, level = 3 }: { cards: Card[]; columns?: 2 | 3 | 4; level?: 3 | 4 }) {
  const cols = columns ?? (cards.length % 4 === 0 ? 4 : cards.length % 3 === 0 ? 3 : 2);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className={`grid grid-${cols} list-plain card-grid`}>
      {cards.map((c) => (
        <li key={c.title} className="card card-grid__card">
          {c.icon && (
            <span className="card-grid__icon">
              <Icon name={c.icon} />
            </span>
          )}
          <Heading>{c.title}</Heading>
          <p>{c.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A section of icon cards under its copy's centred heading and intro. */
export function CardGridSection({
  copy,
  cards,
  columns,
  ...frame
}: Omit<SectionFrameProps, 'children'> & { copy: SectionHeading; cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <IntroSection {...frame} copy={copy}>
      <CardGrid cards={cards} columns={columns} />
    </IntroSection>
  );
}
