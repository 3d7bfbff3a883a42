/** The installed knowledge text's passages, in the order the help page shows them. */
export const PASSAGE_IDS = [
  'about',
  'boxes',
  'events',
  'goals',
  'reports',
  'search',
  'korai',
  'plans',
  'trial',
  'cancel',
  'export',
  'import',
  'backup',
  'trash',
  'notifications',
  'account',
  'passkeys',
  'password',
  'deleteAccount',
  'privacy',
  'devices',
  'apiTokens',
  'languages',
  'contact',
] as const;

export type PassageId = (typeof PASSAGE_IDS)[number];
