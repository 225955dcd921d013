-- Conversion events counted by functions/api/event.ts (Cloudflare D1): taps on
-- the phone and e-mail links and accepted estimate requests, per page and day.
-- Only counts: no time of day, no address, no identifier of the visitor
-- (privacy policy, data/pages/privacy-policy.yaml; docs/conversions.md).
CREATE TABLE conversions (
  day TEXT NOT NULL,                   -- YYYY-MM-DD, UTC
  path TEXT NOT NULL,                  -- the page, e.g. "/powell"
  kind TEXT NOT NULL,                  -- call, email or estimate
  place TEXT NOT NULL,                 -- header, drawer, hero, footer or body
  count INTEGER NOT NULL,
  PRIMARY KEY (day, path, kind, place)
) WITHOUT ROWID;

-- One row per event POST, kept one hour: the per-client rate limit (the form has its own, estimate_attempts).
CREATE TABLE event_attempts (
  client_hash TEXT NOT NULL,
  at INTEGER NOT NULL                  -- Unix time, milliseconds
);
CREATE INDEX event_attempts_client ON event_attempts (client_hash, at);

-- The page the visitor came to the estimate form from (NULL for requests stored before this column).
ALTER TABLE estimates ADD COLUMN page TEXT;
