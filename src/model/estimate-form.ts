// Pure rules of the free-estimate form.
// The island (templates/islands/EstimateForm.tsx) holds state; everything it
// derives from that state is computed here.

export const ESTIMATE_FIELDS = ['name', 'phone', 'email', 'service', 'description'] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
export type EstimateValues = Record<EstimateField, string>;

export const SERVICE_VALUES = ['repair', 'installation', 'opener', 'spring', 'maintenance', 'emergency', 'other'] as const;

/** The progress bar: 5 fields at 20% each; 60% needed to submit; name minimum 2 (the counter's "/500" is copy in data/pages/estimates.yaml). */
export const MIN_PERCENT = 60;
export const PERCENT_PER_FIELD = 100 / ESTIMATE_FIELDS.length;
export const NAME_MIN = 2;

export const EMPTY_VALUES: EstimateValues = { name: '', phone: '', email: '', service: '', description: '' };

/** US 10-digit number: optional parentheses around the area code, optional "-", "." or " " separators. */
export const PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
/** x@y.z with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/** Filled fields / 5 × 100, rounded. */
export function completion(values: EstimateValues): number {
  const filled = ESTIMATE_FIELDS.filter((field) => isFilled(values[field])).length;
  return Math.round((filled / ESTIMATE_FIELDS.length) * 100);
}

/** Fields still to fill before submitting is allowed: ceil((60 − completion) / 20), never below 0. */
export function fieldsToGo(percent: number): number {
  return Math.max(0, Math.ceil((MIN_PERCENT - percent) / PERCENT_PER_FIELD));
}

export function canSubmit(percent: number, submitting: boolean): boolean {
  return !submitting && percent >= MIN_PERCENT;
}

export interface ButtonCopy {
  /** Normal label, e.g. "Request Free Estimate". */
  submit: string;
  /** "Complete {n} more fields to continue". */
  incomplete: string;
  /** "Submitting Request..." */
  submitting: string;
}

export function buttonLabel(percent: number, submitting: boolean, copy: ButtonCopy): string {
  if (submitting) return copy.submitting;
  const n = fieldsToGo(percent);
  return n > 0 ? copy.incomplete.replace('{n}', String(n)) : copy.submit;
}

/** 'required' comes from the submit check (estimate-request.ts), the others from each change. */
export const VALIDATION_ERRORS = ['nameTooShort', 'badPhone', 'badEmail', 'required'] as const;
export type ValidationError = (typeof VALIDATION_ERRORS)[number];

/** The error for one field's value, checked only when the value is non-empty; null when valid or empty. */
export function validateField(field: EstimateField, value: string): ValidationError | null {
  if (!isFilled(value)) return null;
  const v = value.trim();
  if (field === 'name') return v.length < NAME_MIN ? 'nameTooShort' : null;
  if (field === 'phone') return PHONE_PATTERN.test(v) ? null : 'badPhone';
  if (field === 'email') return EMAIL_PATTERN.test(v) ? null : 'badEmail';
  return null;
}

export type Errors = Partial<Record<EstimateField, ValidationError>>;

/**
 * Errors after `field` changed to `value`: set when invalid, cleared once the
 * value is valid or empty (the original kept stale errors; we do not).
 */
export function updateErrors(errors: Errors, field: EstimateField, value: string): Errors {
  const error = validateField(field, value);
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

/** Every field's error at once (checked again on submit). */
export function validateAll(values: EstimateValues): Errors {
  return ESTIMATE_FIELDS.reduce<Errors>((errors, field) => updateErrors(errors, field, values[field]), {});
}

export type Urgency = 'high' | 'medium' | 'low';
export type BannerKind = 'emergency' | 'installation' | 'repair' | 'other';

/** The service-choice banner; null until a service is chosen. */
export function serviceBanner(service: string): { kind: BannerKind; urgency: Urgency } | null {
  if (!isFilled(service)) return null;
  if (service === 'emergency') return { kind: 'emergency', urgency: 'high' };
  if (service === 'installation') return { kind: 'installation', urgency: 'medium' };
  if (service === 'repair') return { kind: 'repair', urgency: 'medium' };
  return { kind: 'other', urgency: 'low' };
}

/** A `?service=` value the form can preselect, or null. */
export function serviceFromQuery(search: string, allowed: readonly string[] = SERVICE_VALUES): string | null {
  const value = new URLSearchParams(search).get('service');
  return value && allowed.includes(value) ? value : null;
}

/** The form-encoded body posted to the endpoint (same names as the no-JS form). */
export function formBody(values: EstimateValues): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of ESTIMATE_FIELDS) body.set(field, values[field].trim());
  return body;
}
