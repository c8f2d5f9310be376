import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { titleOf } from './title';

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
