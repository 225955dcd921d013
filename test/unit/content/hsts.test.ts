// The hsts setting of data/site.yaml: hstspreload.org refuses a preload header
// without includeSubDomains or with max-age under a year, so the schema (the
// build's zod check and the JSON Schema editors use) refuses the same.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseYaml } from '../../../src/content/parse.ts';
import { hsts } from '../../../src/content/schema/hsts.ts';
import { schemaProblems } from '../../../src/content/validate.ts';

const schema = z.strictObject({ hsts: hsts.optional() });
const editorSchema = new Ajv({ strict: false }).compile(z.toJSONSchema(schema, { target: 'draft-07' }));

function problems(text: string) {
  const file = { path: 'data/site.yaml', text };
  const parsed = parseYaml(file);
  if (!parsed.ok) throw new Error('fixture must parse');
  return schemaProblems(file, parsed.value, schema).map((p) => ({ message: p.message, line: p.location?.line, column: p.location?.column }));
}

function editorAccepts(text: string): boolean {
  const parsed = parseYaml({ path: 'data/site.yaml', text });
  if (!parsed.ok) throw new Error('fixture must parse');
  return editorSchema(parsed.value);
}

const accepted = [
  'hsts: {}\n',
  'hsts:\n  maxAge: 31536000\n',
  'hsts:\n  preload: false\n  includeSubDomains: false\n  maxAge: 300\n',
  'hsts:\n  preload: false\n  maxAge: 0\n',
];

describe('hsts in data/site.yaml', () => {
  it.each(accepted)('accepts %j', (text) => {
    expect(problems(text)).toEqual([]);
    expect(editorAccepts(text)).toBe(true);
  });

  it('refuses preload without includeSubDomains, at the value the owner wrote', () => {
    expect(problems('hsts:\n  includeSubDomains: false\n')).toEqual([
      { message: expect.stringMatching(/^hsts\.includeSubDomains must be true while preload is on/), line: 2, column: 22 },
    ]);
    expect(editorAccepts('hsts:\n  includeSubDomains: false\n')).toBe(false);
  });

  it('refuses preload with a max-age under one year', () => {
    expect(problems('hsts:\n  preload: true\n  maxAge: 15768000\n')).toEqual([
      { message: expect.stringMatching(/^hsts\.maxAge must be >= 31536000 \(one year\) while preload is on/), line: 3, column: 11 },
    ]);
    expect(editorAccepts('hsts:\n  maxAge: 15768000\n')).toBe(false);
  });
});
