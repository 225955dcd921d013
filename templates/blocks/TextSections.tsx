import type { Site } from '../../src/content/types.ts';
import { LinkedText } from './LinkedText.tsx';
import type { TextSection } from './text-section.ts';

/** Prose sections (h2, paragraphs, list) with {email}/{phone} tokens as links. */
export function TextSections({ sections, site }: { sections: TextSection[]; site: Site }) {
  return (
    <>
      {sections.map((section) => {
        const List = section.ordered ? 'ol' : 'ul';
        return (
          <section key={section.heading} className="prose-section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>
                <LinkedText text={p} site={site} />
              </p>
            ))}
            {section.list && (
              <List>
                {section.list.map((item) => (
                  <li key={item}>
                    <LinkedText text={item} site={site} />
                  </li>
                ))}
              </List>
            )}
          </section>
        );
      })}
    </>
  );
}
