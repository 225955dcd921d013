import { describe, expect, it } from 'vitest';
import { compileSchemas, pointerToPath, schemaProblems } from '../../../src/content/validate.ts';
import { parseYaml } from '../../../src/content/parse.ts';

const schema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'zip'],
    properties: { name: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' }, kind: { enum: ['a', 'b'] } },
  },
};

function problemsFor(text: string) {
  const file = { path: 'data/zips.yaml', text };
  const parsed = parseYaml(file);
  if (!parsed.ok) throw new Error('fixture must parse');
  return schemaProblems(file, parsed.value, compileSchemas({ zips: schema }).get('zips')!);
}

describe('schemaProblems', () => {
  it('accepts valid content', () => {
    expect(problemsFor('- name: Cody\n  zip: "82414"\n')).toEqual([]);
  });

  it('locates a bad value at its line and column', () => {
    const [problem] = problemsFor('- name: Cody\n  zip: "82414"\n- name: Powell\n  zip: "8243"\n');
    expect(problem.code).toBe('E-SCHEMA');
    expect(problem.message).toContain('1.zip');
    expect(problem.location).toEqual({ file: 'data/zips.yaml', line: 4, column: 8 });
    expect(problem.frame).toContain('> 4 |');
  });

  it('locates an unknown property at its key and names it', () => {
    const [problem] = problemsFor('- name: Cody\n  zip: "82414"\n  zipp: "1"\n');
    expect(problem.message).toBe('unknown property "zipp" in 0');
    expect(problem.location).toMatchObject({ line: 3, column: 3 });
  });

  it('reports every problem at once', () => {
    const problems = problemsFor('- name: Cody\n- zip: "1"\n  kind: c\n');
    expect(problems.map((p) => p.location?.line)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(problems.find((p) => p.message.includes('must be one of'))?.message).toContain('a, b');
  });

  it('decodes JSON pointers', () => {
    expect(pointerToPath('/a~1b/0/c~0d')).toEqual(['a/b', '0', 'c~d']);
  });
});
