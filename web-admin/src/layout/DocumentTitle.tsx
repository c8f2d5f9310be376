import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** "<screen> · <back office>" in the interface language (WCAG 2.4.2: each screen's tab says what it is). */
function titleOf(screen: string | null | undefined, backOffice: string): string {
  const text = screen?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${backOffice}` : backOffice;
}

/** The document's title for a screen outside the layout (the sign-in page). */
export function useDocumentTitle(screen: string): void {
  const translate = useTranslate();
  const backOffice = translate('admin.title');
  useEffect(() => {
    document.title = titleOf(screen, backOffice);
  }, [screen, backOffice]);
}

/**
 * Inside the layout the document's title follows the app bar's: every screen already names
 * itself there through react-admin's `<Title>` (lists by their resource, a record by its name,
 * the dashboard, the profile, 403 and 404), translated and with the record loaded, so a new
 * screen gets its tab title with its `<Title>`. Rendered beside `<TitlePortal>`, whose element
 * exists once this effect runs.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const backOffice = translate('admin.title');
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    const update = () => {
      document.title = titleOf(portal?.textContent, backOffice);
    };
    update();
    if (!portal) return;
    const observer = new MutationObserver(update);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [backOffice]);
  return null;
}
