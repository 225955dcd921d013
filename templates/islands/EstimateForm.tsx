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
  validateAll,
  type Errors,
  type EstimateField,
  type EstimateValues,
} from '../../src/model/estimate-form.ts';
import type { EstimateFormCopy } from '../pages/estimates/copy.ts';

export interface EstimateFormProps {
  /** site.endpoints.form: where requests are POSTed (form-encoded); null simulates the send. */
  endpoint: string | null;
  /** The number offered on success and failure. */
  phone: Phone;
  copy: EstimateFormCopy;
}

/** Spec §4: with no endpoint, the submitting state lasts 2 s and the data is only logged. */
const SIMULATED_DELAY_MS = 2000;
const ID = 'estimate';
const REQUIRED: readonly EstimateField[] = ['name', 'phone', 'email'];

type Outcome = 'idle' | 'sent' | 'failed';

/**
 * The free-estimate form. Before hydration (no JavaScript) it is a plain HTML
 * form posting to the endpoint when one is configured; afterwards it tracks
 * completion, validates on change and sends with fetch.
 */
export default function EstimateForm({ endpoint, phone, copy }: EstimateFormProps) {
  const [values, setValues] = useState<EstimateValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [focused, setFocused] = useState<EstimateField | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [hydrated, setHydrated] = useState(false);
  const fieldRefs = useRef<Partial<Record<EstimateField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setHydrated(true);
    const service = serviceFromQuery(window.location.search, copy.services.map((s) => s.value));
    if (service) setValues((v) => ({ ...v, service }));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [copy.services]);

  useEffect(() => {
    if (outcome !== 'idle') resultRef.current?.focus();
  }, [outcome]);

  const percent = completion(values);
  // Without JavaScript a configured form must stay submittable; the 60% rule applies once hydrated.
  const plainForm = !hydrated && endpoint !== null;
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
    const found = validateAll(values);
    setErrors(found);
    const firstBad = (Object.keys(found) as EstimateField[])[0];
    if (firstBad) {
      fieldRefs.current[firstBad]?.focus();
      return;
    }
    setSubmitting(true);
    setOutcome('idle');
    if (!endpoint) {
      timer.current = setTimeout(() => {
        console.info('Estimate request (no form endpoint configured; nothing sent):', values);
        setSubmitting(false);
      }, SIMULATED_DELAY_MS);
      return;
    }
    try {
      const response = await fetch(endpoint, { method: 'POST', body: formBody(values) });
      setOutcome(response.ok ? 'sent' : 'failed');
      if (response.ok) setValues(EMPTY_VALUES);
    } catch {
      setOutcome('failed');
    } finally {
      setSubmitting(false);
    }
  };

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
    const describedBy = [error ? `${ID}-${field}-error` : null, field === 'description' ? `${ID}-description-count` : null]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${ID}-${field}`,
      name: field,
      value: values[field],
      onChange: change(field),
      onFocus: () => setFocused(field),
      onBlur: () => setFocused((f) => (f === field ? null : f)),
      required: REQUIRED.includes(field) || undefined,
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
      method={endpoint ? 'post' : undefined}
      action={endpoint ?? undefined}
      onSubmit={submit}
      aria-labelledby={`${ID}-heading`}
      data-ready={hydrated ? 'true' : undefined}
    >
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

      <button type="submit" className="btn btn-primary est-submit" disabled={!enabled} aria-busy={submitting || undefined}>
        {label}
      </button>
    </form>
  );
}
