import type { Content } from '../content/types.ts';
import type { Route } from '../routes/types.ts';

/** Placeholder: replaced by the _redirects printer. */
export function printRedirects(_content: Content, _routes: Route[]): string {
  return '';
}
