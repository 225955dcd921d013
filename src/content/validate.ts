import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { codeFrame, locatePath, parseLocated, type LocatedDocument, type SourceFile } from './source.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export type SchemaSet = Record<string, object>;

/** Compiles every schema once; returns a validator per schema name. */
export function compileSchemas(schemas: SchemaSet): Map<string, ValidateFunction> {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  const compiled = new Map<string, ValidateFunction>();
  for (const [name, schema] of Object.entries(schemas)) compiled.set(name, ajv.compile(schema));
  return compiled;
}

/** Schema problems of one parsed file, located in its YAML source. */
export function schemaProblems(file: SourceFile, value: unknown, validate: ValidateFunction): ContentProblem[] {
  if (validate(value)) return [];
  const located = parseLocated(file);
  return (validate.errors ?? []).filter(isReportable).map((error) => toProblem(file, located, error));
}

/** ajv reports the failing branches of anyOf/oneOf too; the summary line is enough. */
function isReportable(error: ErrorObject): boolean {
  return error.keyword !== 'if';
}

function toProblem(file: SourceFile, located: LocatedDocument, error: ErrorObject): ContentProblem {
  const path = pointerToPath(error.instancePath);
  const { message, at, key } = describe(error, path);
  const location = locatePath(file, located, at, key);
  return { code: ErrorCodes.schema, message, location, frame: codeFrame(file, location) };
}

function describe(error: ErrorObject, path: string[]): { message: string; at: string[]; key: boolean } {
  const where = path.length ? path.join('.') : 'the document';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return { message: `unknown property "${name}" in ${where}`, at: [...path, name], key: true };
    }
    case 'required':
      return { message: `${where} is missing the required property "${String(params.missingProperty)}"`, at: path, key: false };
    case 'enum':
      return {
        message: `${where} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
        at: path,
        key: false,
      };
    default:
      return { message: `${where} ${error.message ?? 'is invalid'}`, at: path, key: false };
  }
}

export function pointerToPath(pointer: string): string[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
