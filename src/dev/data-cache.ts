import type { DataFolder } from '../content/assemble.ts';
import { readDataFolder, readSource, type ReadSource } from '../content/load.ts';
import type { ParseResult } from '../content/parse.ts';
import type { SourceFile } from '../content/source.ts';

/**
 * The data folder as last read, so a change re-reads and re-parses only the
 * files that changed: sources are cached until the watcher reports a change,
 * parses until the file's text differs.
 */
export class DataCache {
  private readonly sources = new Map<string, Promise<ReadSource>>();
  private readonly parses = new Map<string, { text: string; result: ParseResult }>();

  constructor(readonly dataDir: string) {}

  /** The watcher saw `file` change (or appear, or go). */
  forget(file: string): void {
    this.sources.delete(file);
  }

  /** The parser itself changed (engine source edited): parse everything again. */
  forgetParses(): void {
    this.parses.clear();
  }

  folder(): Promise<DataFolder> {
    return readDataFolder(this.dataDir, (file) => {
      let source = this.sources.get(file);
      if (!source) {
        source = readSource(file);
        source.catch(() => this.sources.delete(file));
        this.sources.set(file, source);
      }
      return source;
    });
  }

  /** `parse`, answering from the last result while a file's text is unchanged. */
  memoize(parse: (file: SourceFile) => ParseResult): (file: SourceFile) => ParseResult {
    return (file) => {
      const hit = this.parses.get(file.path);
      if (hit && hit.text === file.text) return hit.result;
      const result = parse(file);
      this.parses.set(file.path, { text: file.text, result });
      return result;
    };
  }
}
