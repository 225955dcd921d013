// Phone numbers as a reader sees them: found in text, compared by digits.

/** A North American number in text: (307) 555-0142, 307-555-0142, 307.555.0142, +1 307 555 0142. */
const PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\((\d{3})\)[\s.-]?|(\d{3})[\s.-])(\d{3})[\s.-](\d{4})(?!\d)/g;

export interface PhoneMatch {
  /** As written. */
  text: string;
  /** Ten digits. */
  digits: string;
  index: number;
}

export function findPhones(text: string): PhoneMatch[] {
  return [...text.matchAll(PHONE)].map((m) => ({ text: m[0], digits: `${m[1] ?? m[2]}${m[3]}${m[4]}`, index: m.index }));
}

/** Ten digits of a tel: href or E.164 string ("+13075550142" → "3075550142"); null when it is not a NANP number. */
export function telDigits(value: string): string | null {
  const digits = value.replace(/^tel:/i, '').replace(/[^\d]/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** "(307) 555-0142" from ten digits. */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Why a number looks like a placeholder, or null. Area code 555, 123-4567,
 * 555-5555, one digit repeated, or a 555 number outside the range reserved
 * for fiction (555-0100 to 555-0199, which is fine).
 */
export function placeholderReason(digits: string): string | null {
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (/^(\d)\1{9}$/.test(digits)) return 'one digit repeated';
  if (area === '555') return 'area code 555';
  if (`${exchange}${line}` === '1234567') return '123-4567';
  if (`${exchange}${line}` === '5555555') return '555-5555';
  if (/^(\d)\1{6}$/.test(`${exchange}${line}`)) return 'one digit repeated';
  if (exchange === '555') {
    const n = Number(line);
    if (n < 100 || n > 199) return '555 number outside the fictional range 555-0100 to 555-0199';
  }
  return null;
}
