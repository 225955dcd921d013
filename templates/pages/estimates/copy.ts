import { z } from 'zod';
import { SERVICE_VALUES } from '../../../src/model/estimate-form.ts';

const field = z.object({ label: z.string().min(1), placeholder: z.string().optional(), autocomplete: z.string().optional() }).strict();

/** Copy of /estimates (data/pages/estimates.yaml `content`). */
export const estimatesCopy = z
  .object({
    intro: z.string().min(1),
    callPrompt: z.string().min(1),
    formHeading: z.string().min(1),
    requiredNote: z.string().min(1),
    fields: z.object({ name: field, phone: field, email: field, service: field, description: field }).strict(),
    services: z.array(z.object({ value: z.enum(SERVICE_VALUES), label: z.string().min(1) }).strict()).min(1),
    counter: z.string().includes('{count}'),
    progressLabel: z.string().min(1),
    badge: z.string().includes('{percent}'),
    banners: z.object({ emergency: z.string().min(1), installation: z.string().min(1), repair: z.string().min(1), other: z.string().min(1) }).strict(),
    errors: z.object({ nameTooShort: z.string().min(1), badPhone: z.string().min(1), badEmail: z.string().min(1), required: z.string().min(1) }).strict(),
    button: z.object({ submit: z.string().min(1), incomplete: z.string().includes('{n}'), submitting: z.string().min(1) }).strict(),
    completeNote: z.string().min(1),
    /** Label of the hidden spam-trap field (read only by bots). */
    honeypotLabel: z.string().min(1),
    success: z.object({ heading: z.string().min(1), message: z.string().min(1), again: z.string().min(1) }).strict(),
    failure: z.object({ heading: z.string().min(1), message: z.string().min(1) }).strict(),
    nextHeading: z.string().min(1),
    nextSteps: z.array(z.string().min(1)),
    promises: z.array(z.string().min(1)),
  })
  .strict();

export type EstimatesCopy = z.infer<typeof estimatesCopy>;

/** The part of the copy the form island needs. */
export type EstimateFormCopy = Omit<EstimatesCopy, 'intro' | 'callPrompt' | 'nextHeading' | 'nextSteps' | 'promises'>;
