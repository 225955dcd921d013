// The form's server-rendered markup for each delivery: what Netlify's deploy
// scan, the no-JS visitor and the Cloudflare endpoint see before hydration.

import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormDelivery } from '../../../src/model/form-delivery.ts';
import EstimateForm from '../../../templates/islands/EstimateForm.tsx';
import { estimatesCopy } from '../../../templates/pages/estimates/copy.ts';

const page = load(readFileSync(new URL('../../../data/pages/estimates.yaml', import.meta.url), 'utf8')) as { content: Record<string, unknown> };
const { intro, callPrompt, nextHeading, nextSteps, promises, ...copy } = estimatesCopy.parse(page.content);
const phone = { display: '(555) 123-4567', tel: '+15551234567' };

function formTag(delivery: FormDelivery): { form: string; html: string } {
  const html = renderToStaticMarkup(<EstimateForm delivery={delivery} phone={phone} copy={copy} />);
  return { form: /<form[^>]*>/.exec(html)![0], html };
}

describe('EstimateForm markup per delivery', () => {
  it('Netlify: data-netlify, the honeypot attribute and the form-name input, posting without JavaScript', () => {
    const { form, html } = formTag({ kind: 'netlify', endpoint: '/' });
    expect(form).toContain('name="estimate"');
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('data-netlify-honeypot="bot-field"');
    expect(form).toContain('method="post"');
    expect(form).not.toContain('action=');
    expect(html).toContain('<input type="hidden" name="form-name" value="estimate"/>');
    expect(html).toContain(
      '<div class="est-hp" aria-hidden="true"><label>Leave this field empty<input type="text" tabindex="-1" autoComplete="off" name="bot-field" value=""/>',
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Request Free Estimate<\/button>/); // submittable before hydration
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('Cloudflare: same-origin fetch after hydration only (no action, no method), honeypot present; Turnstile widget when keyed', () => {
    const { form, html } = formTag({ kind: 'cloudflare', endpoint: '/api/estimate' });
    expect(form).not.toMatch(/action=|method=|data-netlify/);
    expect(html).toContain('name="bot-field"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
    expect(html).not.toContain('cf-turnstile');
    const keyed = formTag({ kind: 'cloudflare', endpoint: '/api/estimate', turnstileSiteKey: '0x4AAAAAAAexample' }).html;
    expect(keyed).toContain('<div class="cf-turnstile est-turnstile" data-sitekey="0x4AAAAAAAexample"></div>');
  });

  it('a form service URL: a plain post to it, with only the five fields', () => {
    const { form, html } = formTag({ kind: 'url', endpoint: 'https://forms.example/f/123' });
    expect(form).toContain('action="https://forms.example/f/123"');
    expect(form).toContain('method="post"');
    expect(html).not.toContain('bot-field');
  });

  it('inputs carry the lengths the endpoint accepts', () => {
    const { html } = formTag({ kind: 'cloudflare', endpoint: '/api/estimate' });
    expect(html).toMatch(/name="name"[^>]*maxLength="100"|maxLength="100"[^>]*name="name"/i);
    expect(html).toMatch(/maxLength="2000"/i);
  });
});
