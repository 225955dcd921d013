import type { ReactNode } from 'react';
import type { IconName } from './copy-parts.ts';
import { Icon } from './Icon.tsx';

/** One card of a card list: optional icon, title, description, then what follows (a link, facts). */
export function CardItem({
  className,
  icon,
  title,
  description,
  children,
}: {
  /** Classes after "card". */
  className: string;
  icon?: IconName;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <li className={`card ${className}`}>
      {icon && <Icon name={icon} />}
      <h3>{title}</h3>
      <p>{description}</p>
      {children}
    </li>
  );
}
