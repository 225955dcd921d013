import { escapeJsonLd } from '../../src/render/jsonld.ts';

/** A JSON-LD data block, in the head or the body (not executed, so the CSP does not apply). */
export function JsonLdScript({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, escaped by escapeJsonLd so it cannot close the script element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJsonLd(data) }} />;
}
