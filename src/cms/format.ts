// The CMS's file format for the data folder (registered with the CMS as a
// custom format): YAML read and written with js-yaml, the parser the build
// uses, so what the CMS writes is read back as the same values; the
// `yaml-language-server` line that gives editors the file's JSON Schema is
// kept first. Runs in the browser (/admin/formats.js) and in the tests.
import { dump, load } from 'js-yaml';
import { fromCms, toCms, type FileShape } from './shape.ts';

/** One data file kind as the CMS reads and writes it. */
export interface DataFormat extends FileShape {
  /** The file's first line, pointing editors at its JSON Schema. */
  schemaLine?: string;
}

/** The value the CMS edits, from the file's text. */
export function readData(text: string, format: DataFormat): unknown {
  return toCms(load(text.replace(/^\uFEFF/, '')), format);
}

/** The file's text for the value the CMS edits. */
export function writeData(value: unknown, format: DataFormat): string {
  const body = dump(fromCms(value, format), { lineWidth: 100, noRefs: true, quoteStyle: 'double' });
  return format.schemaLine ? `${format.schemaLine}\n${body}` : body;
}

/** The line that maps a YAML file to its JSON Schema in editors (the yaml-language-server convention). */
export function schemaLine(schemaName: string, depth: number): string {
  return `# yaml-language-server: $schema=${depth === 0 ? './' : '../'.repeat(depth)}schema/${schemaName}.schema.json`;
}
