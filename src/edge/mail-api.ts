// The one way the site sends an e-mail: a POST of JSON to a Resend-style HTTP
// mail API ({ from, to, subject, text, html? } with a bearer key). Used by the
// estimate notifications and the report e-mail; runs in a Worker (fetch only).

export interface Mail {
  from: string;
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailApiEnv {
  /** The mail API's URL (a Resend-style JSON API). */
  MAIL_API_URL?: string;
  /** Secret: the mail API's key, sent as a bearer token. */
  MAIL_API_KEY?: string;
}

const TIMEOUT_MS = 10_000;

/** null when the API accepted the message, else a short reason. */
export async function postMail(mail: Mail, env: MailApiEnv, fetchImpl: typeof fetch): Promise<string | null> {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) return 'MAIL_API_URL or MAIL_API_KEY is not set';
  try {
    const response = await fetchImpl(env.MAIL_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.name : 'network error';
  }
}
