import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/content/parse.ts';

const file = (text: string) => ({ path: 'data/towns.yaml', text });

describe('parseYaml', () => {
  it('parses a top-level list preceded by a byte-order mark', () => {
    const result = parseYaml(file('\uFEFF- name: Cody\n- name: Powell\n'));
    expect(result).toEqual({ ok: true, value: [{ name: 'Cody' }, { name: 'Powell' }] });
  });

  it('keeps dates as strings', () => {
    const result = parseYaml(file('publishDate: 2024-08-05\n'));
    expect(result).toEqual({ ok: true, value: { publishDate: '2024-08-05' } });
  });

  it('reports a syntax error with its line, column and a code frame', () => {
    const result = parseYaml(file('- name: Cody\n  slug: cody\n- name: Powell: x\n  slug: powell\n'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [problem] = result.problems;
    expect(problem.code).toBe('E-YAML-SYNTAX');
    expect(problem.location).toMatchObject({ file: 'data/towns.yaml', line: 3 });
    expect(problem.frame).toContain('> 3 |');
  });

  it('reports a duplicate key at the second key', () => {
    const result = parseYaml(file('name: Cody\nslug: cody\nname: Powell\n'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0].location).toMatchObject({ line: 3, column: 1 });
    expect(result.problems[0].message).toMatch(/unique|duplicat/i);
  });
});
