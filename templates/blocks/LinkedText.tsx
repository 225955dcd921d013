import { Fragment } from 'react';
import type { Site } from '../../src/content/types.ts';
import { fillText } from '../../src/model/fill-text.ts';

const LINK_TOKENS = /\{(email|phone|alternatePhone|placeholderPhone|doorPhone)\}/g;
const PHONE_KEYS = { phone: 'main', alternatePhone: 'alternate', placeholderPhone: 'placeholder', doorPhone: 'door' } as const;

/**
 * Copy with {email} and phone tokens ({phone}, {doorPhone} …) rendered as
 * working mailto:/tel: links; other tokens ({company} …) filled as text.
 */
export function LinkedText({ text, site }: { text: string; site: Site }) {
  const parts = text.split(LINK_TOKENS);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{fillText(part, site)}</Fragment>;
        if (part === 'email') {
          return (
            <a key={i} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          );
        }
        const phone = site.phones[PHONE_KEYS[part as keyof typeof PHONE_KEYS]];
        return (
          <a key={i} className="nowrap" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
        );
      })}
    </>
  );
}
