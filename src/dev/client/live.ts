/// <reference types="vite/client" />
// Loaded by every page `site dev` serves (never by built pages). It tells the
// server which page it shows and as what HTML (a hash), then reloads the page
// when its output changed and shows an overlay while the site has errors.
// It rides on Vite's HMR WebSocket (same origin), so no inline script is needed.
import { plural } from '../../text/plural.ts';

const hot = import.meta.hot;
const hash = document.querySelector<HTMLMetaElement>('meta[name="site-dev-hash"]')?.content ?? '';

const OVERLAY_ID = 'site-dev-overlay';

function showOverlay(text: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
    const box = document.createElement('div');
    box.className = 'site-dev-overlay__box';
    const title = document.createElement('h2');
    title.id = `${OVERLAY_ID}-title`;
    const pre = document.createElement('pre');
    const hint = document.createElement('p');
    hint.textContent = 'Fix the file and save: this page comes back by itself.';
    box.append(title, pre, hint);
    overlay.append(box);
    document.body.append(overlay);
  }
  const count = (text.match(/ error E-[A-Z-]+: /g) ?? []).length || 1;
  overlay.querySelector('h2')!.textContent = `site dev: ${plural(count, 'problem')}`;
  overlay.querySelector('pre')!.textContent = text;
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

if (hot) {
  hot.on('site:reload', () => location.reload());
  hot.on('site:errors', (data: { text: string }) => showOverlay(data.text));
  hot.on('site:ok', () => {
    // The error page has nothing to come back to: load the real page.
    if (hash === 'error') location.reload();
    else hideOverlay();
  });
  // An island that does not compile: Vite reports it here (its own overlay needs inline styles).
  hot.on('vite:error', (payload: { err: { message: string; frame?: string; loc?: { file?: string; line: number; column: number } } }) => {
    const { err } = payload;
    const where = err.loc ? `${err.loc.file ?? ''}:${err.loc.line}:${err.loc.column}: ` : '';
    showOverlay(`${where}error E-TEMPLATE: ${err.message}\n${err.frame ?? ''}`);
  });
  hot.on('vite:afterUpdate', () => hideOverlay());
  const hello = () => hot.send('site:hello', { path: location.pathname + location.search, hash });
  hello();
  hot.on('vite:ws:connect', hello);
}
