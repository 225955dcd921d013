import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding templates/ and src/ (the installed tool, not the cwd). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The tool's version, from its package.json. */
export function toolVersion(): string {
  return JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version as string;
}
