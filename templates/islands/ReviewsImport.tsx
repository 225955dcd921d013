import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Review } from '../../src/content/types.ts';
import {
  checkKey,
  importOutcome,
  invalidUrlToast,
  KEY_STORAGE,
  profileUrl,
  REVEAL_HASH,
  REVEAL_ID,
  type ReviewPanelLabels,
  type Toast,
} from '../../src/review-import/panel.ts';
import { scrape } from '../../src/review-import/scraper-client.ts';
import { ReviewCard } from '../blocks/ReviewCard.tsx';

export interface ReviewsImportProps {
  /** The review cards shown until an import replaces them. */
  reviews: Review[];
  ratingLabel: string;
  verifiedLabel?: string;
  labels: ReviewPanelLabels;
  /** The scraping service's base URL (site.endpoints.scraper): the only host the key is sent to. */
  scraperUrl: string;
}

type Run = 'idle' | 'loading' | 'done' | 'failed';

function readStoredKey(): string | null {
  try {
    return window.localStorage.getItem(KEY_STORAGE);
  } catch {
    return null;
  }
}

function storeKey(key: string): void {
  try {
    window.localStorage.setItem(KEY_STORAGE, key);
  } catch {
    // Storage refused (private mode): the key still works until the page is left.
  }
}

/**
 * The home reviews cards plus the hidden import panel. The panel opens when the page URL's fragment is #import-reviews.
 * Server render and first client render show only the cards.
 */
export default function ReviewsImport({ reviews: initial, ratingLabel, verifiedLabel, labels, scraperUrl }: ReviewsImportProps) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [keyInput, setKeyInput] = useState('');
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [run, setRun] = useState<Run>('idle');
  const [preview, setPreview] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [reviews, setReviews] = useState<Review[]>(initial);
  const [toast, setToast] = useState<Toast | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Browser-only state after hydration: the saved key and the reveal fragment.
  useEffect(() => {
    const stored = readStoredKey();
    if (stored) {
      setSavedKey(stored);
      setKeyInput(stored);
    }
    const sync = () => setOpen(window.location.hash === REVEAL_HASH);
    sync();
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      abortRef.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  function close() {
    setOpen(false);
    if (window.location.hash === REVEAL_HASH) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }

  function onSaveKey(event: FormEvent) {
    event.preventDefault();
    const { key, toast: next } = checkKey(keyInput, labels);
    if (key) {
      storeKey(key);
      setSavedKey(key);
      setKeyInput(key);
    }
    setToast(next);
  }

  async function onImport(event: FormEvent) {
    event.preventDefault();
    if (run === 'loading') return;
    const target = profileUrl(url);
    if (!target) {
      setToast(invalidUrlToast(labels));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setRun('loading');
    setDetail(null);
    const result = await scrape(target, { apiKey: savedKey, baseUrl: scraperUrl, signal: controller.signal });
    if (controller.signal.aborted) return;
    const outcome = importOutcome(result, labels);
    setPreview(outcome.preview);
    setDetail(outcome.detail);
    setToast(outcome.toast);
    if (outcome.reviews) {
      setReviews(outcome.reviews);
      setRun('done');
      close();
    } else {
      setRun(result.success ? 'done' : 'failed');
    }
  }

  const loading = run === 'loading';
  const ids = {
    heading: `${uid}-heading`,
    key: `${uid}-key`,
    keyHint: `${uid}-key-hint`,
    url: `${uid}-url`,
    needKey: `${uid}-need-key`,
    preview: `${uid}-preview`,
  };

  return (
    <>
      {open && (
        <section id={REVEAL_ID} className="card reviews-import" aria-labelledby={ids.heading}>
          <div className="reviews-import__head">
            <h3 id={ids.heading} ref={headingRef} tabIndex={-1}>
              {labels.heading}
            </h3>
            <button type="button" className="btn btn-secondary reviews-import__close" onClick={close}>
              {labels.close}
            </button>
          </div>
          {labels.intro && <p className="reviews-import__intro">{labels.intro}</p>}

          <form className="reviews-import__form" onSubmit={onSaveKey} noValidate>
            <label htmlFor={ids.key}>{labels.apiKeyLabel}</label>
            <p id={ids.keyHint} className="reviews-import__hint">
              {labels.apiKeyHint}
            </p>
            <div className="reviews-import__row">
              <input
                id={ids.key}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={keyInput}
                onChange={(e) => setKeyInput(e.target.value)}
                aria-describedby={ids.keyHint}
              />
              <button type="submit" className="btn btn-secondary">
                {labels.saveKey}
              </button>
            </div>
          </form>

          <form className="reviews-import__form" onSubmit={onImport} noValidate>
            <label htmlFor={ids.url}>{labels.urlLabel}</label>
            <div className="reviews-import__row">
              <input id={ids.url} type="url" inputMode="url" autoComplete="url" value={url} onChange={(e) => setUrl(e.target.value)} />
              <button
                type="submit"
                className="btn btn-primary"
                disabled={loading || !savedKey}
                aria-busy={loading}
                aria-describedby={savedKey ? undefined : ids.needKey}
              >
                {loading ? labels.importing : labels.importButton}
              </button>
            </div>
            {!savedKey && (
              <p id={ids.needKey} className="reviews-import__hint">
                {labels.needKey}
              </p>
            )}
          </form>

          {detail && <p className="reviews-import__detail">{detail}</p>}
          {preview !== null && (
            <div className="reviews-import__preview">
              <h4 id={ids.preview}>{labels.previewHeading}</h4>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (axe scrollable-region-focusable) */}
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names the focusable region for screen readers */}
              <pre tabIndex={0} aria-labelledby={ids.preview}>
                {preview}
              </pre>
            </div>
          )}
        </section>
      )}

      <ul className="grid grid-3 list-plain reviews__list">
        {reviews.map((review) => (
          <ReviewCard key={review.id ?? `${review.name}-${review.text.slice(0, 20)}`} review={review} ratingLabel={ratingLabel} verifiedLabel={verifiedLabel} />
        ))}
      </ul>

      <div className="reviews-import__toasts">
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast && toast.tone !== 'error' && <ToastView toast={toast} dismiss={labels.dismiss} onDismiss={() => setToast(null)} />}
        </div>
        <div role="alert" aria-atomic="true">
          {toast && toast.tone === 'error' && <ToastView toast={toast} dismiss={labels.dismiss} onDismiss={() => setToast(null)} />}
        </div>
      </div>
    </>
  );
}

function ToastView({ toast, dismiss, onDismiss }: { toast: Toast; dismiss: string; onDismiss: () => void }) {
  return (
    <div className={`reviews-import__toast reviews-import__toast--${toast.tone}`}>
      <p>
        <strong className="reviews-import__toast-title">{toast.title}</strong> - {toast.description}
      </p>
      <button type="button" className="reviews-import__dismiss" onClick={onDismiss} aria-label={dismiss}>
        ×
      </button>
    </div>
  );
}
