import type { Directorate } from './api';

/** A detail of a directorate the card can show: lines of text, or one contact with its link. */
export type DirectorateDetail =
  | { readonly key: 'address' | 'hours'; readonly lines: readonly string[] }
  | { readonly key: 'phone' | 'email' | 'website'; readonly text: string; readonly href: string };

const filledLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter(Boolean);

/**
 * The details the ministry has entered, in the card's order. One not entered (no line, or only
 * blanks) is left out, never shown as "to be confirmed" (issue 34 §3): the back office lists the
 * directorates that lack details for its administrators instead.
 */
export function filledDetailsOf(directorate: Directorate): DirectorateDetail[] {
  const details: DirectorateDetail[] = [];
  const address = filledLines(directorate.addressLines);
  if (address.length) details.push({ key: 'address', lines: address });
  const hours = filledLines(directorate.hoursLines);
  if (hours.length) details.push({ key: 'hours', lines: hours });
  const phone = directorate.phone.trim();
  if (phone) details.push({ key: 'phone', text: phone, href: `tel:${phone.replace(/[^+0-9]/g, '')}` });
  const email = directorate.email.trim();
  if (email) details.push({ key: 'email', text: email, href: `mailto:${email}` });
  const website = directorate.website.trim();
  if (website) details.push({ key: 'website', text: website, href: website });
  return details;
}
