import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/content/parse.ts';
import { issueSummary, schemaProblems } from '../../../src/content/validate.ts';

const schema = z.array(
  z.strictObject({
    name: z.string(),
    zip: z.string().regex(/^[0-9]{5}$/),
    kind: z.enum(['a', 'b']).optional(),
    size: z.int().min(1).optional(),
    tags: z.array(z.string()).max(1).optional(),
    code: z.string().min(2).optional(),
    site: z.url().optional(),
    groups: z.record(z.string().regex(/^[a-z]+$/), z.string()).optional(),
  }),
);

function problemsFor(text: string) {
  const file = { path: 'data/zips.yaml', text };
  const parsed = parseYaml(file);
  if (!parsed.ok) throw new Error('fixture must parse');
  return schemaProblems(file, parsed.value, schema);
}

describe('schemaProblems', () => {
  it('accepts valid content', () => {
    expect(problemsFor('- name: Cody\n  zip: "82414"\n')).toEqual([]);
  });

  it('locates a bad value at its line and column', () => {
    const [problem] = problemsFor('- name: Cody\n  zip: "82414"\n- name: Powell\n  zip: "8243"\n');
    expect(problem.code).toBe('E-SCHEMA');
    expect(problem.message).toBe('1.zip must match pattern "^[0-9]{5}$"');
    expect(problem.location).toEqual({ file: 'data/zips.yaml', line: 4, column: 8 });
    expect(problem.frame).toContain('> 4 |');
  });

  it('locates an unknown property at its key and names it', () => {
    const [problem] = problemsFor('- name: Cody\n  zip: "82414"\n  zipp: "1"\n');
    expect(problem.message).toBe('unknown property "zipp" in 0');
    expect(problem.location).toMatchObject({ line: 3, column: 3 });
  });

  it('names a missing property at the object that lacks it', () => {
    const [problem] = problemsFor('- name: Cody\n- name: Powell\n');
    expect(problem.message).toBe('0 is missing the required property "zip"');
    expect(problem.location).toMatchObject({ line: 1, column: 3 });
  });

  it('says which type, option, size, format or key name is wanted', () => {
    const messages = problemsFor('- name: 5\n  zip: "82414"\n  kind: c\n  size: 0.5\n  tags: [x, yy]\n  code: x\n  site: nope\n  groups: { Big: x }\n').map(
      (p) => p.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        '0.name must be string',
        '0.kind must be one of: a, b',
        '0.size must be integer',
        '0.tags must NOT have more than 1 items',
        '0.code must NOT have fewer than 2 characters',
        '0.site must match format "uri"',
        'property name "Big" in 0.groups must match pattern "^[a-z]+$"',
      ]),
    );
  });

  it('names what the closest alternative of a union still needs', () => {
    const union = z.array(z.union([z.strictObject({ label: z.string(), href: z.string() }), z.string()]));
    const file = { path: 'data/x.yaml', text: '- label: 5\n  href: /a\n' };
    const parsed = parseYaml(file);
    if (!parsed.ok) throw new Error('fixture must parse');
    expect(schemaProblems(file, parsed.value, union).map((p) => p.message)).toEqual(['0.label must be string']);
  });

  it('reports every problem at once', () => {
    const problems = problemsFor('- name: Cody\n- zip: "1"\n  kind: c\n');
    expect(problems.map((p) => p.location?.line)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(problems.find((p) => p.message.includes('must be one of'))?.message).toContain('a, b');
  });

  it('says the whole document is wrong when it is', () => {
    expect(problemsFor('name: Cody\n')[0].message).toBe('the document must be array');
  });
});

describe('issueSummary', () => {
  it('is undefined for valid values and lists the problems otherwise', () => {
    expect(issueSummary(schema, [{ name: 'Cody', zip: '82414' }])).toBeUndefined();
    expect(issueSummary(schema, [{ name: 'Cody' }, { name: 'Powell', zip: 'x' }])).toBe(
      '0 is missing the required property "zip"; 1.zip must match pattern "^[0-9]{5}$"',
    );
  });
});
