/** "<screen> · <back office>" in the interface language (WCAG 2.4.2: each screen's tab says what it is). */
export function titleOf(screen: string | null | undefined, backOffice: string): string {
  const text = screen?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${backOffice}` : backOffice;
}
