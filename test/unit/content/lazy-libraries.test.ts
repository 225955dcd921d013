// The libraries that only locate and show problems (`yaml`, @babel/code-frame)
// load on first use: a load that finds no problem never pays for them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';

/** The packages (node_modules' folders) a child process loads as it loads the bundled data, and then, with `broken`, parses a file with a syntax error. */
function packagesLoaded(broken: boolean): string[] {
  const url = (file: string) => pathToFileURL(path.join(projectRoot, file)).href;
  const script = `
    import module from 'node:module';
    const packages = new Set();
    module.registerHooks({ load(url, context, next) { const m = url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/); if (m) packages.add(m[1]); return next(url, context); } });
    await import(${JSON.stringify(url('src/typescript-hooks.js'))});
    const { loadSite } = await import(${JSON.stringify(url('src/load-site.ts'))});
    const { siteTemplates } = await import(${JSON.stringify(url('src/site-templates.ts'))});
    const { parseYaml } = await import(${JSON.stringify(url('src/content/parse.ts'))});
    await loadSite(${JSON.stringify(path.join(projectRoot, 'data'))}, siteTemplates);
    if (${broken}) parseYaml({ path: 'towns.yaml', text: 'a: [1' });
    console.log(JSON.stringify([...packages]));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout) as string[];
}

describe('libraries for locating problems', () => {
  it('are not loaded by a load that finds no problem', () => {
    const loaded = packagesLoaded(false);
    expect(loaded).toContain('js-yaml');
    expect(loaded).not.toContain('yaml');
    expect(loaded).not.toContain('@babel/code-frame');
  });

  it('are loaded to locate a problem', () => {
    const loaded = packagesLoaded(true);
    expect(loaded).toContain('yaml');
    expect(loaded).toContain('@babel/code-frame');
  });
});
