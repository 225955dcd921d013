// The client bundle's Vite build, in a process of its own (islands/bundle.ts
// starts it with fork): Vite and its native bundler keep a hundred megabytes
// or more after a build, which the site build's process would carry to its end
// (the peak RSS of `BENCH_50K=1 npm run bench`). Receives the root,
// the output folder and the island names; answers with the result or the error.
import { sentError, type SentError } from '../sent-error.ts';
import { viteBuild, type ViteBuildResult } from './bundle.ts';

/** child → parent: the bundle, or why it failed. */
export type BundleReply = { result: ViteBuildResult } | { error: SentError };

const [root, outDir, ...islands] = process.argv.slice(2);
let reply: BundleReply;
try {
  reply = { result: await viteBuild(root!, outDir!, islands) };
} catch (error) {
  reply = { error: sentError(error) };
}
process.send!(reply, () => process.disconnect());
