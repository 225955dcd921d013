// The client bundle's Vite build, in a process of its own (islands/bundle.ts
// starts it with fork): Vite and its native bundler keep about 150 MB after
// a build, which the site build's process would carry to its end (a
// 50,000-town build peaked at 1.14 GB instead of 0.87 GB). Receives the root,
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
