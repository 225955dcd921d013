import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type EstimateValues } from '../../../src/model/estimate-form.ts';
import { errorsFromResponse, MIN_FILL_MS, parseEstimateRequest, requestBody, validateSubmission } from '../../../src/model/estimate-request.ts';

const valid: EstimateValues = { name: 'Ann Example', phone: '(307) 555-0142', email: 'ann@example.com', service: 'repair', description: 'Leaking pipe' };
const body = (values: Partial<EstimateValues>, extras: Partial<Parameters<typeof requestBody>[1]> = {}) =>
  requestBody({ ...EMPTY_VALUES, ...values }, { elapsedMs: MIN_FILL_MS + 1000, honeypot: '', ...extras });

describe('validateSubmission (the form on submit and the endpoint)', () => {
  it('adds "required" for empty required fields to the format errors', () => {
    expect(validateSubmission(EMPTY_VALUES)).toEqual({ name: 'required', phone: 'required', email: 'required' });
    expect(validateSubmission({ ...valid, name: 'A', email: 'x@y' })).toEqual({ name: 'nameTooShort', email: 'badEmail' });
    expect(validateSubmission({ ...valid, service: '', description: '' })).toEqual({});
  });
});

describe('parseEstimateRequest', () => {
  it('accepts what the island sends, trimmed', () => {
    expect(parseEstimateRequest(body({ ...valid, name: '  Ann Example ' }))).toEqual({ kind: 'ok', values: valid });
  });

  it('returns the same field errors the form shows', () => {
    expect(parseEstimateRequest(body({ ...valid, phone: '555-0142', email: '' }))).toEqual({
      kind: 'invalid',
      errors: { phone: 'badPhone', email: 'required' },
    });
  });

  it('refuses a filled honeypot, a fast or missing fill time, repeated or oversized fields and unknown services', () => {
    expect(parseEstimateRequest(body(valid, { honeypot: 'http://spam.example' }))).toEqual({ kind: 'refused', reason: 'honeypot' });
    expect(parseEstimateRequest(body(valid, { elapsedMs: MIN_FILL_MS - 1 }))).toEqual({ kind: 'refused', reason: 'too-fast' });
    const noElapsed = body(valid);
    noElapsed.delete('elapsed');
    expect(parseEstimateRequest(noElapsed)).toEqual({ kind: 'refused', reason: 'too-fast' });
    const twice = body(valid);
    twice.append('name', 'Bob');
    expect(parseEstimateRequest(twice).kind).toBe('refused');
    expect(parseEstimateRequest(body({ ...valid, description: 'x'.repeat(2001) })).kind).toBe('refused');
    expect(parseEstimateRequest(body({ ...valid, service: 'plumbing' })).kind).toBe('refused');
  });
});

describe('requestBody and errorsFromResponse', () => {
  it('posts the fields, the honeypot, the fill time and (Netlify) the form name', () => {
    const sent = Object.fromEntries(requestBody(valid, { elapsedMs: 4200.4, honeypot: '', formName: 'estimate' }));
    expect(sent).toEqual({ ...valid, 'form-name': 'estimate', 'bot-field': '', elapsed: '4200' });
  });

  it('keeps only known fields and error codes from a 422 answer', () => {
    expect(errorsFromResponse({ errors: { email: 'badEmail', phone: '<b>x</b>', evil: 'required' } })).toEqual({ email: 'badEmail' });
    expect(errorsFromResponse({ error: 'x' })).toBeNull();
    expect(errorsFromResponse(null)).toBeNull();
  });
});
