// Sveltia CMS's own JSON Schema of config.yml (shipped in its package as
// schema/sveltia-cms.json, the schema editors offer for the file), compiled
// with ajv: a generated configuration that breaks it would not load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { cmsPackageDir } from '../../src/cms/admin.ts';

/** `validate(config)`: throws, listing every problem ajv finds. */
export function loadSveltiaValidator(): (config: unknown) => void {
  const file = path.join(cmsPackageDir(), 'schema/sveltia-cms.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const check = ajv.compile(schema);
  return (config) => {
    if (!check(JSON.parse(JSON.stringify(config))))
      throw new Error(
        check
          .errors!.slice(0, 20)
          .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
          .join('\n'),
      );
  };
}
