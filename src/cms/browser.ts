// /admin/formats.js: registers the data folder's file formats (cms/format.ts)
// with Sveltia CMS, once per data file kind, before it loads any entry. The
// build bundles it with the formats of the site's collections (FORMATS).
import { readData, writeData, type DataFormat } from './format.ts';

declare const FORMATS: Record<string, DataFormat>;

interface Cms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(value: unknown): string }): void;
}

const cms = (window as unknown as { CMS: Cms }).CMS;
for (const [name, format] of Object.entries(FORMATS)) {
  cms.registerCustomFormat(name, 'yaml', { fromFile: (text) => readData(text, format), toFile: (value) => writeData(value, format) });
}
