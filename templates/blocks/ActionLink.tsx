import type { Site } from '../../src/content/types.ts';
import { fillText } from '../../src/model/fill-text.ts';
import { isHttpUrl } from '../../src/routes/absolute-url.ts';
import type { Action } from './copy-parts.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';

/** Where an action goes: tel: for calls, /estimates?service=… for booking buttons, else its href. */
export function actionHref(action: Action, site: Site): string {
  if ('call' in action) return `tel:${site.phones[action.call].tel}`;
  if ('estimate' in action) return `/estimates?service=${action.estimate}`;
  return action.href;
}

const STYLE_CLASS = { primary: 'btn-primary', secondary: 'btn-secondary', call: 'btn-call', light: 'btn-light' } as const;

/** One button-styled link from page copy. External URLs open in a new tab. */
export function ActionLink({ action, site, large = false }: { action: Action; site: Site; large?: boolean }) {
  const href = actionHref(action, site);
  const external = isHttpUrl(href);
  const style = action.style ?? ('call' in action ? 'call' : 'primary');
  const label = fillText(action.label, site);
  const className = `btn ${STYLE_CLASS[style]}${large ? ' btn-lg' : ''}`;
  if (external) {
    return (
      <ExternalLink className={className} href={href} note={site.newTabNote}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <a className={className} href={href}>
      {'call' in action && <Icon name="phone" />}
      {label}
    </a>
  );
}

export function ActionRow({ actions, site, large = false }: { actions: Action[]; site: Site; large?: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className="btn-row">
      {actions.map((a) => (
        <ActionLink key={`${a.label}`} action={a} site={site} large={large} />
      ))}
    </div>
  );
}
