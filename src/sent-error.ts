// An error that crosses to another thread or process (render workers, the
// client bundle's build) travels as its message and stack: a structured
// clone or an IPC message keeps neither its class nor its other fields.

export interface SentError {
  message: string;
  stack?: string;
}

/** The error as it is sent. */
export function sentError(error: unknown): SentError {
  const e = error as Error;
  return { message: e.message, stack: e.stack };
}

/** The sent error as an Error again, its stack the sender's. */
export function receivedError(sent: SentError): Error {
  return Object.assign(new Error(sent.message), { stack: sent.stack });
}
