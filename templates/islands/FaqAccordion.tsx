import { useRef, useState, type KeyboardEvent } from 'react';
import { toggleOpen } from '../../src/model/accordion.ts';

export interface FaqAccordionProps {
  /** Prefix for element ids (unique on the page). */
  id: string;
  /** Heading level of the questions. */
  level?: 2 | 3;
  items: { question: string; answer: string }[];
}

/**
 * FAQ accordion: one open item or none; opening one closes the
 * other; clicking the open one closes it. Questions are real buttons with
 * aria-expanded/aria-controls; Arrow Up/Down, Home and End move between them.
 */
export default function FaqAccordion({ id, level = 3, items }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = level === 2 ? 'h2' : 'h3';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${id}-q${i}`;
        const panelId = `${id}-a${i}`;
        return (
          <div className={`faq__item${expanded ? ' faq__item--open' : ''}`} key={buttonId}>
            <Heading className="faq__question">
              <button
                type="button"
                className="faq__button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                onClick={() => setOpen((current) => toggleOpen(current, i))}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{item.question}</span>
                <span className="faq__marker" aria-hidden="true" />
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion pattern's panel; a <section> would be a headingless section (Nu) */}
            <div className="faq__answer" id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
