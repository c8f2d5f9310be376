/**
 * The navigation of spec §2, in one place for the app bar, the drawer and the footer. Paths of
 * screens other features own are agreed with them (the lead's list); the labels are keys of the
 * `common` namespace.
 */
export interface NavItem {
  path: string;
  label: `nav.${string}`;
  /** Only an exact match marks it current (the home page would otherwise match everything). */
  end?: boolean;
}

export interface NavGroup {
  id: string;
  label: `nav.${string}`;
  items: NavItem[];
}

export const PRIMARY_LINKS: NavItem[] = [
  { path: '/', label: 'nav.home', end: true },
  { path: '/tradenames', label: 'nav.tradeNames', end: true },
  { path: '/trademarks', label: 'nav.trademarks', end: true },
  { path: '/businesses', label: 'nav.businesses', end: true },
];

export const APPLY_GROUP: NavGroup = {
  id: 'apply',
  label: 'nav.apply',
  items: [
    { path: '/register', label: 'nav.startRegistration' },
    { path: '/businesses/register?type=local_company', label: 'nav.registerBusiness' },
    { path: '/businesses/register?type=foreign_company', label: 'nav.registerBranch' },
    { path: '/tradenames/register', label: 'nav.registerTradeName' },
    { path: '/trademarks/register', label: 'nav.reserveTrademark' },
    { path: '/retrieve', label: 'nav.retrieveApplication' },
  ],
};

export const RESOURCES_GROUP: NavGroup = {
  id: 'resources',
  label: 'nav.resources',
  items: [
    { path: '/faq', label: 'nav.faq' },
    { path: '/tradenames/search', label: 'nav.search' },
    { path: '/publications', label: 'nav.publications' },
    { path: '/guidelines/local-company-types', label: 'nav.guidelines' },
    { path: '/privacy', label: 'nav.privacy' },
    { path: '/terms', label: 'nav.terms' },
    { path: '/contact', label: 'nav.contact' },
    { path: '/about', label: 'nav.about' },
  ],
};

/** Shown once the applicant is signed in (spec §1: account areas need sign-in). */
export const ACCOUNT_GROUP: NavGroup = {
  id: 'account',
  label: 'nav.account',
  items: [
    { path: '/my-applications', label: 'nav.myApplications' },
    { path: '/notifications', label: 'nav.notifications' },
    { path: '/profile', label: 'nav.profile' },
  ],
};

export const FOOTER_LINKS: NavItem[] = [
  { path: '/faq', label: 'nav.faq' },
  { path: '/guidelines/local-company-types', label: 'nav.guidelines' },
  { path: '/privacy', label: 'nav.privacy' },
  { path: '/terms', label: 'nav.terms' },
  { path: '/contact', label: 'nav.contact' },
  { path: '/about', label: 'nav.about' },
];
