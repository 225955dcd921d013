import type { IconName } from './copy-parts.ts';

/**
 * A decorative 24×24 icon: an empty element whose shape the stylesheet draws
 * (templates/styles/icons.css, class i-NAME), so that a page does not carry a
 * copy of each drawing (a town page shows 43). Nothing is read out.
 */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return <span className={`${className} i-${name}`} />;
}
