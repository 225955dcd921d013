// The one place where src/ meets templates/ (the registry, templates/index.ts):
// the CLI and `site dev` hand the site's templates to the engine (build,
// check, lint), which only knows the shape in src/render/templates.ts.
export { siteTemplates } from '../templates/index.ts';

/** This module's URL: render workers import `siteTemplates` from it (src/render/pool.ts). */
export const siteTemplatesModule = import.meta.url;
