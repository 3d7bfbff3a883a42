/**
 * What a support question can be about, and how much finding it says. A question's intent (cancel, price, import,
 * a forgotten password...) weighs most; the things it is about (a box, the account, the subscription) less, so
 * "cancel my subscription" and "delete my account" part on the intent even when they share the subject.
 */
export const TOPIC_WEIGHTS = {
  about: 3,
  price: 3,
  cancel: 3,
  pause: 3,
  trial: 3,
  passkey: 3,
  forgot: 3,
  security: 3,
  import: 3,
  export: 3,
  backup: 3,
  trash: 3,
  language: 3,
  contact: 3,
  offline: 3,
  mobileApp: 3,
  api: 3,
  search: 3,
  goal: 3,
  report: 3,
  assistant: 3,
  notification: 3,
  theme: 3,
  profile: 3,
  session: 3,
  favourite: 3,
  boxType: 3,
  hashtag: 2.5,
  reminder: 2.5,
  restore: 2,
  create: 2,
  edit: 2,
  delete: 2,
  pastDate: 2,
  password: 2,
  free: 3,
  limit: 1.5,
  app: 1.5,
  box: 1.5,
  account: 1.5,
  subscription: 1.5,
  plan: 1.5,
  signIn: 1.5,
  settings: 1.5,
  event: 1,
  data: 1,
} as const;

export type TopicId = keyof typeof TOPIC_WEIGHTS;
export const TOPIC_IDS = Object.keys(TOPIC_WEIGHTS) as TopicId[];

/** The least weight of topics a passage must share with a question to answer it. */
export const RELEVANT_TOPIC_WEIGHT = 3;
