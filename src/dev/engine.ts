// What `site dev` takes from the engine. Vite loads this module (and through
// it templates/ and the render code) so edits to them apply without a restart.

export { assembleSite } from '../load-site.ts';
export { parseYaml } from '../content/parse.ts';
export { buildRoutes } from '../routes/table.ts';
export { hostFiles, renderRoute } from '../render/site.ts';
export { pageBody } from '../render/page.tsx';
// The site's templates, handed to the engine calls above (reached through here, they reload on edit too).
export { siteTemplates } from '../site-templates.ts';
export { ContentError } from '../errors.ts';
export { withFormSimulation } from '../model/form-delivery.ts';
export { publishedContent } from '../content/published.ts';
export { futureReviewProblems } from '../content/future-dates.ts';
export { localAdminFiles } from '../cms/admin.ts';
export { lintSite } from '../lint/lint-site.ts';
