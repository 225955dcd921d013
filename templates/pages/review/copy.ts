import { z } from 'zod';

/** Copy of /review (data/pages/review.yaml `content`): what shows while the visitor is sent on. */
export const reviewCopy = z
  .object({
    intro: z.string().min(1),
    buttonLabel: z.string().min(1),
    note: z.string().min(1).optional(),
  })
  .strict();

/** Copy of the printable review card and the owner's messages (data/pages/review-card.yaml `content`). */
export const reviewCardCopy = z
  .object({
    cardHeading: z.string().min(1),
    cardText: z.string().min(1),
    printHint: z.string().min(1),
    /** The QR code's text alternative; {reviewUrl} is the address it encodes. */
    qrLabel: z.string().min(1),
    messagesHeading: z.string().min(1),
    textMessageHeading: z.string().min(1),
    textMessage: z.string().min(1),
    emailHeading: z.string().min(1),
    /** Before the e-mail's subject line in the message shown to copy. */
    emailSubjectLabel: z.string().min(1),
    emailSubject: z.string().min(1),
    emailBody: z.string().min(1),
  })
  .strict();
