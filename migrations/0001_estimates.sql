-- Estimate requests received by functions/api/estimate.ts (Cloudflare D1).
-- Stored: the form's five fields, the time, and a salted hash of the client
-- address (for rate limiting). Nothing else (privacy policy, data/pages/privacy-policy.yaml).
CREATE TABLE estimates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,            -- ISO 8601, UTC
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT NOT NULL,
  description TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  notified_at TEXT,                    -- when the owner's e-mail was accepted; NULL = still to send
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT                    -- the mail API's last answer (status and a short excerpt), never visitor input
);
CREATE INDEX estimates_pending ON estimates (notified_at, notify_attempts);

-- One row per POST, kept one hour: the per-client rate limit.
CREATE TABLE estimate_attempts (
  client_hash TEXT NOT NULL,
  at INTEGER NOT NULL                  -- Unix time, milliseconds
);
CREATE INDEX estimate_attempts_client ON estimate_attempts (client_hash, at);
