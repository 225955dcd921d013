import { escapeJsonLd } from '../../src/render/jsonld.ts';

/** A JSON-LD data block in the page body (not executed, so the CSP does not apply). */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJsonLd(data) }} />;
}
