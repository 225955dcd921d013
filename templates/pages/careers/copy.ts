import { z } from 'zod';
import { card } from '../../blocks/copy-parts.ts';

/** Copy of /careers (data/pages/careers.yaml `content`); the positions come from data/jobs.yaml. */
export const careersCopy = z
  .object({
    intro: z.string().min(1),
    benefitsHeading: z.string().min(1),
    benefits: z.array(card).min(1),
    valuesHeading: z.string().min(1),
    values: z.array(card).min(1),
    positionsHeading: z.string().min(1),
    positionsIntro: z.string().min(1),
    featuredLabel: z.string().min(1),
    salaryLabel: z.string().min(1),
    requirementsHeading: z.string().min(1),
    preferredHeading: z.string().min(1),
    applyLabel: z.string().min(1),
    /** Subject of the apply e-mail; {title} is the position. */
    applySubject: z.string().includes('{title}'),
    applyHeading: z.string().min(1),
    applyText: z.string().min(1),
    applyEmailLabel: z.string().min(1),
    applyGeneralSubject: z.string().min(1),
    applyCallLabel: z.string().min(1),
    /** Badge of a position past its validThrough, kept on the page (data/jobs.yaml afterValidThrough: filled). */
    filledLabel: z.string().min(1),
    /** Line that replaces the apply button of a filled position. */
    filledNote: z.string().min(1),
  })
  .strict();
