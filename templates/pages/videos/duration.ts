import { plural } from '../../../src/text/plural.ts';
/** Seconds → "m:ss" (245 → "4:05"). */
export function clockDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds → ISO 8601 duration for schema.org (245 → "PT4M5S"). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return `PT${m > 0 ? `${m}M` : ''}${rest > 0 || m === 0 ? `${rest}S` : ''}`;
}

/** Seconds → words for assistive technology (245 → "4 minutes 5 seconds"). */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return [m > 0 ? plural(m, 'minute') : '', rest > 0 || m === 0 ? plural(rest, 'second') : ''].filter(Boolean).join(' ');
}
