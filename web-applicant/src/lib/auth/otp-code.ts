/** Eastern Arabic (٠–٩) and Persian (۰–۹) digits, which Kurdish and Arabic keyboards type, as 0–9. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The code as typed or pasted ("123 456", "١٢٣-٤٥٦", "Code: 123456") reduced to its digits, so
 * that a pasted e-mail line or a Kurdish keyboard still gives the six digits the API expects.
 */
export function normaliseOtpCode(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

export const OTP_CODE = /^\d{6}$/;
