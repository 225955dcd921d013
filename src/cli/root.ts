import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding templates/ and src/ (the installed tool, not the cwd). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
