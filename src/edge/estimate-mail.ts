// The owner's e-mail for each stored request, through a Resend-style HTTP mail
// API. A failure only marks the request for a retry; it never loses it.

import { ESTIMATE_FIELDS } from '../model/estimate-form.ts';
import type { EstimateEnv } from './env.ts';
import { type Mail, postMail } from './mail-api.ts';
import { markNotified, markNotifyFailed, pendingEstimates, type StoredEstimate } from './estimate-store.ts';

/** E-mails sent per request at most (the new one plus older ones waiting for a retry). */
const BATCH = 5;

/** Plain text only (no HTML, so nothing the visitor typed can become markup); control characters become spaces. */
function estimateMail(estimate: StoredEstimate, env: EstimateEnv): Mail {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
  const lines = ESTIMATE_FIELDS.map((field) => `${field}: ${clean(estimate[field]) || '-'}`);
  return {
    from: env.MAIL_FROM ?? 'estimates@localhost',
    to: env.MAIL_TO ?? '',
    subject: `Estimate request #${estimate.id} from ${clean(estimate.name).replace(/\s+/g, ' ').slice(0, 80)}`,
    text: [`Received ${estimate.created_at} (UTC).`, '', ...lines, '', 'All requests: npx site leads --remote'].join('\n'),
  };
}

/** Sends the e-mails still owed (oldest first); each failure is recorded and retried on a later request. */
export async function notifyPending(env: EstimateEnv, fetchImpl: typeof fetch, now: () => number): Promise<void> {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_TO) return; // nothing to send with: requests stay pending
  for (const estimate of await pendingEstimates(env.DB, BATCH)) {
    const failure = await postMail(estimateMail(estimate, env), env, fetchImpl);
    if (failure) await markNotifyFailed(env.DB, estimate.id, failure);
    else await markNotified(env.DB, estimate.id, now());
  }
}
