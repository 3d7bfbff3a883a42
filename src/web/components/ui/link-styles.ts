/** A link that looks like a button: the landing page's calls to action. */
export const linkButton =
  'min-h-11 items-center whitespace-nowrap justify-center rounded-xl px-4 py-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export const primaryLinkButton = `${linkButton} bg-brand-500 text-white hover:bg-brand-600`;

export const secondaryLinkButton = `${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`;
