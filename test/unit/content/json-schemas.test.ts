import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles } from '../../../src/content/files.ts';
import { jsonSchemaFiles } from '../../../src/content/schema/index.ts';
import { repoData } from '../helpers/cli.ts';

const schemaDir = path.join(repoData, 'schema');
const generated = jsonSchemaFiles();
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

describe('data/schema/*.schema.json (generated from src/content/schema)', () => {
  it('are current: run `npm run schemas` after changing a zod schema', () => {
    const committed = readdirSync(schemaDir)
      .filter((name) => name.endsWith('.schema.json'))
      .sort();
    expect(committed).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) expect(readFileSync(path.join(schemaDir, name), 'utf8'), name).toBe(text);
  });

  // The files are for editors (yaml-language-server): each data file names its schema, and a
  // standard JSON Schema validator accepts the shipped data with it and rejects a broken value.
  const ajv = addFormats(new Ajv({ allErrors: true }));
  const cases = contentFiles.flatMap((kind) => fg.sync(kind.pattern, { cwd: repoData }).map((file) => [file, kind.schema] as const));

  it.each(cases)('%s names its schema and matches it', (file, schema) => {
    const text = readFileSync(path.join(repoData, file), 'utf8');
    const header = text.match(/^# yaml-language-server: \$schema=(\S+)$/m)?.[1];
    expect(header && path.resolve(path.dirname(path.join(repoData, file)), header)).toBe(path.join(schemaDir, `${schema}.schema.json`));
    const validate =
      ajv.getSchema(`https://www.basinpeak.example/schema/${schema}.schema.json`) ?? ajv.compile(JSON.parse(generated.get(`${schema}.schema.json`)!));
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(123)).toBe(false);
  });
});
