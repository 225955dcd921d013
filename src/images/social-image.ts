import type { Content } from '../content/types.ts';

/** Where the social card named `name` (a town's name, or "big-horn-basin") is published. */
export function socialImage(content: Content, name: string): string {
  return `${content.site.socialImageDir}/${name.toLowerCase().replace(/\s+/g, '-')}.png`;
}
