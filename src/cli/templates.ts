// The one place where src/ meets templates/: the CLI hands the site's
// templates to the engine (build, check, lint), which only knows the shape
// in src/render/templates.ts.
export { siteTemplates } from '../../templates/index.ts';
