import type { ContentProblem, SourceLocation } from '../errors.ts';
import { memoByObject } from '../memo-by-object.ts';
import { codeFrame, locatePath, parseLocated, type SourceFile } from './source.ts';
import type { Content } from './types.ts';

/** A place in the content: the file and the YAML path of a value. */
export interface ContentRef {
  file: SourceFile;
  path: (string | number)[];
}

/** Remembers which file each part of the content came from. */
export class Origins {
  private readonly byKey = new Map<keyof Content, { files: SourceFile[]; many: boolean; items?: ContentRef[] }>();

  add(key: keyof Content, files: SourceFile[], many: boolean): void {
    this.byKey.set(key, { files, many });
  }

  /** A list whose items come from several places (towns.yaml entries and data/towns/*.yaml files): where each item is. */
  addItems(key: keyof Content, files: SourceFile[], items: ContentRef[]): void {
    this.byKey.set(key, { files, many: false, items });
  }

  /** Where item `index` of a list-valued key (or the key itself) sits, plus a sub-path. */
  ref(key: keyof Content, index: number | null, ...path: (string | number)[]): ContentRef | undefined {
    const entry = this.byKey.get(key);
    if (!entry || entry.files.length === 0) return undefined;
    const item = index === null ? undefined : entry.items?.[index];
    if (item) return { file: item.file, path: [...item.path, ...path] };
    if (entry.many && index !== null) return { file: entry.files[index], path };
    return { file: entry.files[0], path: index === null ? path : [index, ...path] };
  }

  files(key: keyof Content): SourceFile[] {
    return this.byKey.get(key)?.files ?? [];
  }
}

/** Each file is parsed with positions once, however many problems it has (200 photos, 200 warnings). */
const located = memoByObject(parseLocated);

/**
 * A problem at `ref` with its file:line:col and code frame (unlocated when the
 * place is unknown); with `key`, at the map key rather than its value.
 */
export function locateRef(ref: ContentRef | undefined, code: string, message: string, key = false): ContentProblem {
  if (!ref) return { code, message };
  const location = refLocation(ref, key);
  return { code, message, location, frame: codeFrame(ref.file, location) };
}

/** Where `ref` is in its file (line and column); with `key`, the map key rather than its value. */
export function refLocation(ref: ContentRef, key = false): SourceLocation {
  return locatePath(ref.file, located(ref.file), ref.path, key);
}
