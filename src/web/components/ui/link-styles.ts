const linkButtonShape =
  'min-h-11 items-center whitespace-nowrap justify-center rounded-xl py-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const primaryColours = 'bg-brand-500 text-white hover:bg-brand-600';

/** A link that looks like a button: the landing page's calls to action. */
export const linkButton = `${linkButtonShape} px-4`;

export const primaryLinkButton = `${linkButton} ${primaryColours}`;

/** The same, a little narrower on a phone: the public header fits sign in and sign up at 360 px in every language. */
export const headerLinkButton = `${linkButtonShape} px-3 sm:px-4`;
export const headerPrimaryLinkButton = `${headerLinkButton} ${primaryColours}`;

export const secondaryLinkButton = `${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`;
