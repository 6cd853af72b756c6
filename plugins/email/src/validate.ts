import { OTP_LENGTH } from './constants';

// SPEC §5 'Invalid email': the same rule the schema library of the original uses (a dot-atom local
// part, a domain of labels and a top-level name of 2+ letters), at most 254 characters (RFC 5321).
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

/**
 * The email as it is sent (surrounding spaces dropped), or `undefined` when it is not a valid one.
 *
 * @example
 * validEmail(' ada@example.org ') // 'ada@example.org'
 * validEmail('ada@example')       // undefined
 */
export function validEmail(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const email = input.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

/**
 * The digits of what the visitor typed or pasted, in ASCII (Arabic-Indic and Persian digits
 * count: a phone keyboard in Arabic types them), everything else dropped, at most `OTP_LENGTH`.
 *
 * @example
 * otpDigits('١٢٣ ٤٥٦') // '123456'
 */
export function otpDigits(input: string): string {
  let out = '';
  for (const ch of input) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x30 && c <= 0x39) out += ch;
    else if (c >= 0x660 && c <= 0x669) out += String(c - 0x660);
    else if (c >= 0x6f0 && c <= 0x6f9) out += String(c - 0x6f0);
    if (out.length === OTP_LENGTH) break;
  }
  return out;
}

/** SPEC §5: a one-time code is a string (here: the digits the frame sent). */
export const isOtp = (otp: unknown): otp is string => typeof otp === 'string' && /^[0-9]{1,12}$/.test(otp);
