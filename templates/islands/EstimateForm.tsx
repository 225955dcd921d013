import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Phone } from '../../src/content/types.ts';
import {
  buttonLabel,
  canSubmit,
  completion,
  EMPTY_VALUES,
  formBody,
  serviceBanner,
  serviceFromQuery,
  updateErrors,
  type Errors,
  type EstimateField,
  type EstimateValues,
} from '../../src/model/estimate-form.ts';
import {
  errorsFromResponse,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  REQUIRED_FIELDS,
  requestBody,
  TURNSTILE_FIELD,
  validateSubmission,
} from '../../src/model/estimate-request.ts';
import { NETLIFY_FORM_NAME, type FormDelivery } from '../../src/model/form-delivery.ts';
import type { EstimateFormCopy } from '../pages/estimates/copy.ts';
import { PAGE_FIELD, referringPage } from '../../src/conversions/event.ts';
import { forwardToAnalytics } from '../../src/islands/analytics-goals.ts';

export interface EstimateFormProps {
  /** Where requests are POSTed (form-encoded), from the site data (src/model/form-delivery.ts). */
  delivery: FormDelivery;
  /** The number offered on success and failure. */
  phone: Phone;
  copy: EstimateFormCopy;
}

/** With no endpoint, the submitting state lasts 2 s and the data is only logged (`site dev` and tests only). */
const SIMULATED_DELAY_MS = 2000;
const ID = 'estimate';
const REQUIRED = REQUIRED_FIELDS;
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

type Outcome = 'idle' | 'sent' | 'failed';

/**
 * The free-estimate form. Before hydration (no JavaScript) it is a plain HTML
 * form posting to the endpoint when one is configured; afterwards it tracks
 * completion, validates on change and sends with fetch.
 */
export default function EstimateForm({ delivery, phone, copy }: EstimateFormProps) {
  const turnstileKey = delivery.kind === 'cloudflare' ? delivery.turnstileSiteKey : undefined;
  const [values, setValues] = useState<EstimateValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [focused, setFocused] = useState<EstimateField | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [hydrated, setHydrated] = useState(false);
  const fieldRefs = useRef<Partial<Record<EstimateField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // When the form became usable: the endpoint refuses requests sent faster than a person fills the form.
  const startedAt = useRef(0);

  useEffect(() => {
    setHydrated(true);
    startedAt.current = Date.now();
    if (turnstileKey && !document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)) {
      const script = Object.assign(document.createElement('script'), { src: TURNSTILE_SCRIPT, async: true, defer: true });
      document.head.append(script);
    }
    const service = serviceFromQuery(
      window.location.search,
      copy.services.map((s) => s.value),
    );
    if (service) setValues((v) => ({ ...v, service }));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [copy.services, turnstileKey]);

  useEffect(() => {
    if (outcome !== 'idle') resultRef.current?.focus();
  }, [outcome]);

  const percent = completion(values);
  // Without JavaScript a form posting to a form service or Netlify stays submittable; the 60% rule
  // applies once hydrated. The Cloudflare endpoint needs the island (fill time), so it waits for it.
  const postsWithoutJs = delivery.kind === 'url' || delivery.kind === 'netlify';
  const plainForm = !hydrated && postsWithoutJs;
  const enabled = plainForm || canSubmit(percent, submitting);
  const label = plainForm ? copy.button.submit : buttonLabel(percent, submitting, copy.button);
  const banner = serviceBanner(values.service);

  const change = (field: EstimateField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => updateErrors(e, field, value));
    if (outcome === 'failed') setOutcome('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit(percent, submitting)) return;
    if (showErrors(validateSubmission(values))) return;
    setSubmitting(true);
    setOutcome('idle');
    if (delivery.kind === 'none') {
      if (!delivery.simulate) {
        // Nothing would receive the request (site lint reports forms/no-delivery): never pretend it was sent.
        setSubmitting(false);
        setOutcome('failed');
        return;
      }
      timer.current = setTimeout(() => {
        console.info('Estimate request (no form endpoint configured; nothing sent):', values);
        setSubmitting(false);
      }, SIMULATED_DELAY_MS);
      return;
    }
    const body = bodyFor(delivery, values, new FormData(event.currentTarget), Date.now() - startedAt.current);
    // The page credited with the request: the one the visitor followed to the form.
    const page = referringPage(document.referrer, new URL(window.location.href));
    if (delivery.kind === 'cloudflare') body.set(PAGE_FIELD, page);
    try {
      const response = await fetch(delivery.endpoint, { method: 'POST', body, headers: { accept: 'application/json' } });
      if (response.ok) {
        forwardToAnalytics({ kind: 'estimate', path: page, place: 'body' }); // the endpoint counted it already
        setOutcome('sent');
        setValues(EMPTY_VALUES);
      } else if (response.status === 422 && showErrors(errorsFromResponse(await response.json().catch(() => null)) ?? {})) {
        setOutcome('idle');
      } else {
        setOutcome('failed');
      }
    } catch {
      setOutcome('failed');
    } finally {
      setSubmitting(false);
    }
  };

  /** Shows field errors and focuses the first; false when there are none. */
  function showErrors(found: Errors): boolean {
    setErrors(found);
    const firstBad = (Object.keys(found) as EstimateField[])[0];
    if (firstBad) fieldRefs.current[firstBad]?.focus();
    return firstBad !== undefined;
  }

  if (outcome === 'sent') {
    return (
      <div ref={resultRef} className="est-result est-result--sent" role="status" tabIndex={-1}>
        <h2 className="est-result__heading">{copy.success.heading}</h2>
        <p>
          {copy.success.message} <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setOutcome('idle')}>
          {copy.success.again}
        </button>
      </div>
    );
  }

  const fieldProps = (field: EstimateField) => {
    const error = errors[field];
    const describedBy = [error ? `${ID}-${field}-error` : null, field === 'description' ? `${ID}-description-count` : null].filter(Boolean).join(' ');
    return {
      id: `${ID}-${field}`,
      name: field,
      value: values[field],
      onChange: change(field),
      onFocus: () => setFocused(field),
      onBlur: () => setFocused((f) => (f === field ? null : f)),
      required: REQUIRED.includes(field) || undefined,
      maxLength: field === 'service' ? undefined : MAX_LENGTH[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
        fieldRefs.current[field] = el;
      },
    };
  };

  const wrap = (field: EstimateField) => `est-field${focused === field ? ' est-field--focused' : ''}${errors[field] ? ' est-field--invalid' : ''}`;

  const labelFor = (field: EstimateField) => (
    <label className="est-label" htmlFor={`${ID}-${field}`}>
      {copy.fields[field].label}
      {REQUIRED.includes(field) && (
        <span className="est-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );

  const errorFor = (field: EstimateField) => {
    const error = errors[field];
    return error ? (
      <p id={`${ID}-${field}-error`} className="est-error">
        {copy.errors[error]}
      </p>
    ) : null;
  };

  return (
    <form
      className="est-form"
      method={postsWithoutJs ? 'post' : undefined}
      action={delivery.kind === 'url' ? delivery.endpoint : undefined}
      onSubmit={submit}
      aria-labelledby={`${ID}-heading`}
      data-ready={hydrated ? 'true' : undefined}
      {...netlifyAttributes(delivery)}
    >
      {delivery.kind === 'netlify' && <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />}
      {delivery.kind !== 'url' && (
        <div className="est-hp" aria-hidden="true">
          <label>
            {copy.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      )}
      <div className="est-form__top">
        <h2 id={`${ID}-heading`} className="est-form__heading">
          {copy.formHeading}
        </h2>
        {percent > 0 && <span className="est-badge">{copy.badge.replace('{percent}', String(percent))}</span>}
      </div>
      {percent > 0 && (
        <div className="est-progress">
          <span id={`${ID}-progress-label`} className="est-progress__label">
            {copy.progressLabel}
          </span>
          <progress className="est-progress__bar" max={100} value={percent} aria-labelledby={`${ID}-progress-label`}>
            {percent}%
          </progress>
        </div>
      )}
      <p className="est-note">{copy.requiredNote}</p>

      {outcome === 'failed' && (
        <div ref={resultRef} className="est-result est-result--failed" role="alert" tabIndex={-1}>
          <h3 className="est-result__heading">{copy.failure.heading}</h3>
          <p>
            {copy.failure.message} <a href={`tel:${phone.tel}`}>{phone.display}</a>.
          </p>
        </div>
      )}

      <div className="est-grid">
        <div className={wrap('name')}>
          {labelFor('name')}
          <input type="text" autoComplete={copy.fields.name.autocomplete} placeholder={copy.fields.name.placeholder} {...fieldProps('name')} />
          {errorFor('name')}
        </div>
        <div className={wrap('phone')}>
          {labelFor('phone')}
          <input type="tel" autoComplete={copy.fields.phone.autocomplete} placeholder={copy.fields.phone.placeholder} {...fieldProps('phone')} />
          {errorFor('phone')}
        </div>
        <div className={wrap('email')}>
          {labelFor('email')}
          <input type="email" autoComplete={copy.fields.email.autocomplete} placeholder={copy.fields.email.placeholder} {...fieldProps('email')} />
          {errorFor('email')}
        </div>
        <div className={wrap('service')}>
          {labelFor('service')}
          <select {...fieldProps('service')}>
            <option value="">{copy.fields.service.placeholder ?? ''}</option>
            {copy.services.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="est-banner-region" role="status">
        {banner && <p className={`est-banner est-banner--${banner.urgency}`}>{copy.banners[banner.kind]}</p>}
      </div>

      <div className={wrap('description')}>
        {labelFor('description')}
        <textarea rows={5} placeholder={copy.fields.description.placeholder} {...fieldProps('description')} />
        <p id={`${ID}-description-count`} className="est-counter">
          {copy.counter.replace('{count}', String(values.description.length))}
        </p>
      </div>

      {percent === 100 && !submitting && (
        <p className="est-complete" role="status">
          {copy.completeNote}
        </p>
      )}

      {turnstileKey && <div className="cf-turnstile est-turnstile" data-sitekey={turnstileKey} />}

      <button type="submit" className="btn btn-primary est-submit" disabled={!enabled} aria-busy={submitting || undefined}>
        {label}
      </button>
    </form>
  );
}

/** Netlify Forms finds the form in the published HTML by these attributes. */
function netlifyAttributes(delivery: FormDelivery): Record<string, string> {
  return delivery.kind === 'netlify' ? { name: NETLIFY_FORM_NAME, 'data-netlify': 'true', 'data-netlify-honeypot': HONEYPOT_FIELD } : {};
}

/** A form service gets the five fields (as the no-JS form sends them); Netlify and the Cloudflare endpoint get their spam checks too. */
function bodyFor(delivery: FormDelivery, values: EstimateValues, form: FormData, elapsedMs: number): URLSearchParams {
  if (delivery.kind === 'url') return formBody(values);
  const honeypot = String(form.get(HONEYPOT_FIELD) ?? '');
  if (delivery.kind === 'netlify') return requestBody(values, { honeypot, formName: NETLIFY_FORM_NAME });
  const turnstileToken = delivery.kind === 'cloudflare' && delivery.turnstileSiteKey ? String(form.get(TURNSTILE_FIELD) ?? '') : undefined;
  return requestBody(values, { honeypot, elapsedMs, turnstileToken });
}
