/**
 * The policies the web app links to: where each lives (spec §2 routes) and what links call it. Every
 * policy also answers at `/policies/{name}`.
 */
export const POLICY_PAGES = [
  { name: 'terms-of-service', path: '/policies/terms-of-service', label: 'Terms of Service' },
  { name: 'sweeps-rules', path: '/sweep-rules', label: 'Sweeps Rules' },
  { name: 'privacy-policy', path: '/privacy-policy', label: 'Privacy Policy' },
  {
    name: 'customer-acceptance-policy',
    path: '/customer-acceptance-policy',
    label: 'Customer Acceptance Policy',
  },
  {
    name: 'responsible-social-gameplay',
    path: '/responsible-social-gameplay',
    label: 'Responsible Social Gameplay',
  },
  { name: 'responsible-gaming', path: '/responsible-gaming', label: 'Responsible Gaming' },
  { name: 'licenses', path: '/licenses', label: 'Licenses' },
] as const;

/** A policy the web app links to by name. */
export type PolicyName = (typeof POLICY_PAGES)[number]['name'];

/** The page of a policy by its name. */
export function policyPath(name: string): string {
  return POLICY_PAGES.find((page) => page.name === name)?.path ?? `/policies/${name}`;
}

/**
 * The router's policy routes: each own path above (routes match regardless of case, so
 * `/Customer-Acceptance-Policy` and `/Responsible-Social-Gameplay` land on theirs) and `/policies/{name}`.
 */
export const POLICY_ROUTES: { path: string; name?: string }[] = [
  ...POLICY_PAGES.filter((page) => !page.path.startsWith('/policies/')).map(({ name, path }) => ({
    path,
    name,
  })),
  { path: '/policies/:name' },
];
