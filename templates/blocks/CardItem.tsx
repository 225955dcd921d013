import type { ReactNode } from 'react';
import type { IconName } from './copy-parts.ts';
import { Icon } from './Icon.tsx';

/** One card of a card list: an icon or other `media` (a picture), title, description, then what follows (a link, a list). */
export function CardItem({
  className,
  icon,
  media,
  title,
  description,
  children,
}: {
  /** Classes after "card". */
  className: string;
  icon?: IconName;
  /** Shown first, in place of an icon. */
  media?: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <li className={`card ${className}`}>
      {icon ? <Icon name={icon} /> : media}
      <h3>{title}</h3>
      <p>{description}</p>
      {children}
    </li>
  );
}
