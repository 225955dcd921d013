import type { Content } from '../content/types.ts';

/** Placeholder: replaced by the _headers printer. */
export function printHeaders(_content: Content): string {
  return '';
}
