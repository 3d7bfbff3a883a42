/** The spec's plan screens: choosing a plan, managing it, and the two pages a checkout comes back to. */
export const SUBSCRIPTION_PATHS = [
  '/subscribe',
  '/subscription-management',
  '/subscription/success',
  '/subscription/cancel',
] as const;
