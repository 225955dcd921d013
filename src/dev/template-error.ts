import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Content } from '../content/types.ts';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import type { PageRoute, Route } from '../routes/types.ts';
import type { Templates } from '../render/templates.ts';

/**
 * A template threw while rendering `route`: the problem names the route and
 * shows where in the component tree it happened. renderToStaticMarkup keeps
 * the component stack to itself, so the page is rendered once more with an
 * API that reports it.
 */
export async function templateProblem(
  engine: { pageBody(route: PageRoute, content: Content, islands: Set<string>, templates: Templates): ReactElement; siteTemplates: Templates },
  route: Route,
  content: Content,
  error: unknown,
): Promise<ContentProblem> {
  const message = error instanceof Error ? error.message : String(error);
  const thrownAt =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .find((line) => /^\s+at /.test(line))
          ?.trim()
      : undefined;
  const components = route.type === 'page' ? await componentStack(engine.pageBody(route, content, new Set(), engine.siteTemplates)) : undefined;
  const frame = [thrownAt && `thrown ${thrownAt}`, components && `component stack:\n${components}`].filter(Boolean).join('\n');
  return { code: ErrorCodes.template, message: `route ${route.path} (template "${route.template}"): ${message}`, frame: frame || undefined };
}

async function componentStack(element: ReactElement): Promise<string | undefined> {
  let stack: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      onError(_error, info) {
        stack ??= info.componentStack ?? undefined;
      },
    });
    prelude.resume();
  } catch {
    // The same error again: what matters is the stack onError saw.
  }
  return stack
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `  ${line}`)
    .join('\n');
}
