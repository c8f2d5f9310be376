import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Addresses the browser must load itself: other origins, mail/phone links, and files such as /static/1.pdf. */
export const isDocumentHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) || /\.[a-z\d]{2,5}([?#].*)?$/i.test(href);

type LinkBehaviorProps = Omit<LinkProps, 'to'> & { href: LinkProps['to']; ref?: Ref<HTMLAnchorElement> };

/**
 * Lets MUI's `href` navigate inside the app: the theme makes it the component of every MUI Link
 * and of every ButtonBase given an `href`, so `<Button href="/tradenames/search">` and
 * `<Link href="/terms">` are client-side links, while files and other sites stay plain anchors.
 */
export function LinkBehavior({ href, ref, ...rest }: LinkBehaviorProps) {
  if (typeof href === 'string' && isDocumentHref(href)) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
}
