// Town pages read each town's own copy without parsing it again (townCopy in
// templates/pages/towns/copy.ts): the load checked it with the same schema,
// and these schemas return what they are given. Parsing again would return the
// very same value only while no part of them transforms or fills in a value.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { loadSite } from '../../../src/load-site.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { doorTownCopy, townOverridesCopy } from '../../../templates/pages/towns/copy.ts';
import { repoData } from '../helpers/cli.ts';

/** Kinds of schema whose output may differ from their input. */
const CHANGING = new Set(['default', 'prefault', 'transform', 'pipe', 'catch', 'success']);

/** The def types found anywhere in a zod schema. */
function defTypes(schema: ZodType, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const def = (value as { _zod?: { def?: { type?: string } } })._zod?.def;
    if (def?.type) found.add(def.type);
    for (const child of Object.values(def ?? value)) {
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(schema);
  return found;
}

describe('town copy read as checked', () => {
  it('the town-copy schemas neither transform nor fill in values', () => {
    for (const schema of [doorTownCopy, townOverridesCopy]) {
      const types = defTypes(schema);
      expect(types.has('object')).toBe(true); // the walk reaches inside the schema
      expect([...types].filter((t) => CHANGING.has(t))).toEqual([]);
    }
  });

  it('each bundled town’s copy parses to itself under its template’s schema', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    for (const town of content.towns) {
      const schema = town.kind === 'door' ? doorTownCopy : townOverridesCopy;
      expect(siteTemplates.pages[`town-${town.kind}`]?.copy).toBe(schema); // the schema the load checked it with
      expect(schema.parse(town.page)).toEqual(town.page);
    }
  });
});
