// Run by `npm ci` and `npm install` (the root's `prepare` script): links this
// project's own command as node_modules/.bin/site. npm links the commands of
// the packages a project depends on, never the project's own, so without it
// `npx site` installs the project folder into npm's cache (`_npx/…`) before
// every run: a second or more each time, and a killed run leaves that
// install's lock behind for later ones to wait out. With the link, `npx`
// finds the command in node_modules/.bin and runs it at once.
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bin = path.join('node_modules', '.bin');
const target = path.join('..', '..', 'bin', 'site.js');

mkdirSync(bin, { recursive: true });
if (process.platform === 'win32') {
  // npm's own shims on Windows are .cmd files rather than links
  writeFileSync(path.join(bin, 'site.cmd'), '@node "%~dp0\\..\\..\\bin\\site.js" %*\r\n');
} else {
  linkCommand(path.join(bin, 'site'));
}

/** A link to bin/site.js at `link`; a link elsewhere is replaced, anything else there is left alone. */
function linkCommand(link) {
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && readlinkSync(link) === target) return;
  if (current && !current.isSymbolicLink()) {
    process.stderr.write(`${link} is not a link; it is left as it is, and \`npx site\` runs it\n`);
    return;
  }
  if (current) rmSync(link);
  symlinkSync(target, link);
}
