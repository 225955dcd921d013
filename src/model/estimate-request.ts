// What the estimate endpoint accepts (src/edge/estimate.ts) and what the
// form island sends: one set of rules, so client and server never disagree.

import {
  ESTIMATE_FIELDS,
  formBody,
  SERVICE_VALUES,
  VALIDATION_ERRORS,
  validateAll,
  type Errors,
  type EstimateField,
  type EstimateValues,
  type ValidationError,
} from './estimate-form.ts';

/** Fields the form marks required (also `required` in the HTML). */
export const REQUIRED_FIELDS: readonly EstimateField[] = ['name', 'phone', 'email'];

/** Longest accepted value per field; the inputs carry the same maxLength. */
export const MAX_LENGTH: Record<EstimateField, number> = { name: 100, phone: 30, email: 254, service: 20, description: 2000 };

/** Hidden field people never see; bots fill it (same name as Netlify's honeypot). */
export const HONEYPOT_FIELD = 'bot-field';
/** Milliseconds the visitor spent on the form before sending (set by the island). */
export const ELAPSED_FIELD = 'elapsed';
/** Faster than this is a script, not a person typing. */
export const MIN_FILL_MS = 3000;
/** The Turnstile widget's token field (only when a site key is configured). */
export const TURNSTILE_FIELD = 'cf-turnstile-response';
/** Request bodies larger than this are refused unread (413). */
export const MAX_BODY_BYTES = 16 * 1024;

/** Every field error the form shows: the format checks plus the required fields. */
export function validateSubmission(values: EstimateValues): Errors {
  const errors = validateAll(values);
  for (const field of REQUIRED_FIELDS) if (values[field].trim() === '') errors[field] = 'required';
  return errors;
}

export type ParsedRequest =
  | { kind: 'ok'; values: EstimateValues }
  | { kind: 'invalid'; errors: Errors }
  /** Not something the real form can send: a bot, or a hand-made request. */
  | { kind: 'refused'; reason: 'honeypot' | 'too-fast' | 'malformed' };

/** Checks a posted form body the way the form does, plus the spam traps. */
export function parseEstimateRequest(body: URLSearchParams): ParsedRequest {
  if ((body.get(HONEYPOT_FIELD) ?? '') !== '') return { kind: 'refused', reason: 'honeypot' };
  const elapsed = Number(body.get(ELAPSED_FIELD));
  if (!Number.isFinite(elapsed) || elapsed < MIN_FILL_MS) return { kind: 'refused', reason: 'too-fast' };
  const values = {} as EstimateValues;
  for (const field of ESTIMATE_FIELDS) {
    const all = body.getAll(field);
    const value = (all[0] ?? '').trim();
    if (all.length > 1 || value.length > MAX_LENGTH[field]) return { kind: 'refused', reason: 'malformed' };
    values[field] = value;
  }
  if (values.service !== '' && !(SERVICE_VALUES as readonly string[]).includes(values.service)) return { kind: 'refused', reason: 'malformed' };
  const errors = validateSubmission(values);
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', values };
}

export interface RequestExtras {
  /** Time since the form became interactive (the Cloudflare endpoint's minimum fill time). */
  elapsedMs?: number;
  /** The honeypot's value (empty for people). */
  honeypot: string;
  /** Netlify Forms' form-name. */
  formName?: string;
  turnstileToken?: string;
}

/** The form-encoded body the island posts: the fields, then the spam-check fields. */
export function requestBody(values: EstimateValues, extras: RequestExtras): URLSearchParams {
  const body = formBody(values);
  if (extras.formName) body.set('form-name', extras.formName);
  body.set(HONEYPOT_FIELD, extras.honeypot);
  if (extras.elapsedMs !== undefined) body.set(ELAPSED_FIELD, String(Math.max(0, Math.round(extras.elapsedMs))));
  if (extras.turnstileToken) body.set(TURNSTILE_FIELD, extras.turnstileToken);
  return body;
}

/** Field errors from an endpoint's 422 answer ({ errors: { field: code } }), keeping only known fields and codes. */
export function errorsFromResponse(json: unknown): Errors | null {
  const raw = (json as { errors?: unknown } | null)?.errors;
  if (!raw || typeof raw !== 'object') return null;
  const errors: Errors = {};
  for (const [field, code] of Object.entries(raw)) {
    if ((ESTIMATE_FIELDS as readonly string[]).includes(field) && (VALIDATION_ERRORS as readonly unknown[]).includes(code))
      errors[field as EstimateField] = code as ValidationError;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
