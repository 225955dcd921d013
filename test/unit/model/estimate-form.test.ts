import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import {
  buttonLabel,
  canSubmit,
  completion,
  EMAIL_PATTERN,
  EMPTY_VALUES,
  fieldsToGo,
  formBody,
  PHONE_PATTERN,
  serviceBanner,
  serviceFromQuery,
  updateErrors,
  validateAll,
  validateField,
  type EstimateValues,
} from '../../../src/model/estimate-form.ts';
import { estimatesCopy } from '../../../templates/pages/estimates/copy.ts';

const button = { submit: 'Request Free Estimate', incomplete: 'Complete {n} more fields to continue', submitting: 'Submitting Request...' };

function values(partial: Partial<EstimateValues>): EstimateValues {
  return { ...EMPTY_VALUES, ...partial };
}

describe('completion', () => {
  it('is filled fields / 5 × 100, rounded', () => {
    expect(completion(EMPTY_VALUES)).toBe(0);
    expect(completion(values({ name: 'Al' }))).toBe(20);
    expect(completion(values({ name: 'Al', phone: '3075550142' }))).toBe(40);
    expect(completion(values({ name: 'Al', phone: '3075550142', email: 'a@b.co' }))).toBe(60);
    expect(completion(values({ name: 'Al', phone: '1', email: 'x', service: 'repair' }))).toBe(80);
    expect(completion(values({ name: 'Al', phone: '1', email: 'x', service: 'repair', description: 'hi' }))).toBe(100);
  });

  it('does not count whitespace-only values', () => {
    expect(completion(values({ name: '   ', description: '\n' }))).toBe(0);
  });

  it('counts invalid values as filled (validation is separate)', () => {
    expect(completion(values({ name: 'A', email: 'nope' }))).toBe(40);
  });
});

describe('submit button', () => {
  it('needs ceil((60 − completion) / 20) more fields', () => {
    expect([0, 20, 40, 60, 80, 100].map(fieldsToGo)).toEqual([3, 2, 1, 0, 0, 0]);
  });

  it('is disabled under 60% and while submitting', () => {
    expect(canSubmit(40, false)).toBe(false);
    expect(canSubmit(60, false)).toBe(true);
    expect(canSubmit(100, true)).toBe(false);
  });

  it('reads "Complete N more fields to continue" under 60%, the submit label from 60%, "Submitting Request..." while submitting', () => {
    expect(buttonLabel(0, false, button)).toBe('Complete 3 more fields to continue');
    expect(buttonLabel(20, false, button)).toBe('Complete 2 more fields to continue');
    expect(buttonLabel(40, false, button)).toBe('Complete 1 more fields to continue');
    expect(buttonLabel(60, false, button)).toBe('Request Free Estimate');
    expect(buttonLabel(100, false, button)).toBe('Request Free Estimate');
    expect(buttonLabel(100, true, button)).toBe('Submitting Request...');
  });
});

describe('validators', () => {
  it.each(['3075550142', '307-555-0142', '307.555.0142', '307 555 0142', '(307) 555-0142', '(307)555-0142', '(307)5550142'])(
    'accepts the phone %s',
    (phone) => {
      expect(PHONE_PATTERN.test(phone)).toBe(true);
      expect(validateField('phone', phone)).toBeNull();
    },
  );

  it.each(['555-0142', '307555014', '30755501423', '+1 307 555 0142', '307-555-01a2', '(307 555-0142', '307--555-0142', '307/555/0142'])(
    'rejects the phone %s',
    (phone) => expect(validateField('phone', phone)).toBe('badPhone'),
  );

  it.each(['a@b.co', 'first.last@basinpeak.example', 'x+tag@mail.example.com'])('accepts the e-mail %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(validateField('email', email)).toBeNull();
  });

  it.each(['plainaddress', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b .co', 'a@b.', 'a@@b.co'])('rejects the e-mail %s', (email) =>
    expect(validateField('email', email)).toBe('badEmail'),
  );

  it('wants a name of at least 2 characters', () => {
    expect(validateField('name', 'A')).toBe('nameTooShort');
    expect(validateField('name', ' A ')).toBe('nameTooShort');
    expect(validateField('name', 'Al')).toBeNull();
  });

  it('checks only non-empty values and never the service or description', () => {
    expect(validateField('name', '')).toBeNull();
    expect(validateField('phone', '  ')).toBeNull();
    expect(validateField('email', '')).toBeNull();
    expect(validateField('service', 'x')).toBeNull();
    expect(validateField('description', 'x'.repeat(900))).toBeNull();
  });

  it('clears an error once the value becomes valid or empty', () => {
    let errors = updateErrors({}, 'phone', '555');
    expect(errors).toEqual({ phone: 'badPhone' });
    errors = updateErrors(errors, 'email', 'a@b');
    expect(errors).toEqual({ phone: 'badPhone', email: 'badEmail' });
    errors = updateErrors(errors, 'phone', '3075550142');
    expect(errors).toEqual({ email: 'badEmail' });
    errors = updateErrors(errors, 'email', '');
    expect(errors).toEqual({});
  });

  it('validates every field at once', () => {
    expect(validateAll(values({ name: 'A', phone: '12', email: 'a@b.co' }))).toEqual({ name: 'nameTooShort', phone: 'badPhone' });
  });
});

describe('service banner', () => {
  it('is missing until a service is chosen', () => expect(serviceBanner('')).toBeNull());
  it('is high urgency for emergency', () => expect(serviceBanner('emergency')).toEqual({ kind: 'emergency', urgency: 'high' }));
  it('is medium for installation and repair', () => {
    expect(serviceBanner('installation')).toEqual({ kind: 'installation', urgency: 'medium' });
    expect(serviceBanner('repair')).toEqual({ kind: 'repair', urgency: 'medium' });
  });
  it.each(['opener', 'spring', 'maintenance', 'other'])('is low ("Great choice!") for %s', (service) =>
    expect(serviceBanner(service)).toEqual({ kind: 'other', urgency: 'low' }),
  );
});

describe('query and body', () => {
  it('preselects only a known ?service= value', () => {
    expect(serviceFromQuery('?service=spring')).toBe('spring');
    expect(serviceFromQuery('?service=plumbing')).toBeNull();
    expect(serviceFromQuery('')).toBeNull();
  });

  it('posts every field, trimmed, form-encoded', () => {
    const body = formBody(values({ name: ' Ann ', phone: '3075550142', email: 'a@b.co', service: 'repair' }));
    expect(body.toString()).toBe('name=Ann&phone=3075550142&email=a%40b.co&service=repair&description=');
  });
});

describe('the estimates copy in data', () => {
  const page = load(readFileSync(new URL('../../../data/pages/estimates.yaml', import.meta.url), 'utf8')) as { content: unknown };
  const copy = estimatesCopy.parse(page.content);

  it('carries the wording of the original form', () => {
    expect(copy.banners).toEqual({
      emergency: "Emergency service - We'll prioritize your request!",
      installation: "New installation - Let's build something great!",
      repair: "Repair service - We'll get you fixed up!",
      other: "Great choice! We're excited to help you.",
    });
    expect(copy.errors).toEqual({
      nameTooShort: 'Name must be at least 2 characters',
      badPhone: 'Please enter a valid phone number',
      badEmail: 'Please enter a valid email address',
      required: 'Please fill in this field',
    });
    expect(copy.completeNote).toBe('Form complete! Ready to submit.');
    expect(buttonLabel(0, false, copy.button)).toBe('Complete 3 more fields to continue');
    expect(buttonLabel(60, true, copy.button)).toBe('Submitting Request...');
  });

  it('offers the seven service values', () => {
    expect(copy.services.map((s) => s.value)).toEqual(['repair', 'installation', 'opener', 'spring', 'maintenance', 'emergency', 'other']);
  });
});
