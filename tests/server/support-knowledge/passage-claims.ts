import type { KnowledgeFacts } from '../../../src/server/support/knowledge/facts.js';
import type { PassageId } from '../../../src/server/support/knowledge/passage-ids.js';
import type { PlanId, PlanLimits } from '../../../src/shared/plans.js';

/**
 * What each passage of the installed knowledge promises, in terms the app's own sources can confirm: the routes
 * its features go through, the catalogue labels it names them by (in every language, so the help speaks of the
 * buttons a person will see), the figures it may state, and what the plan table must say for it to be true.
 */
export interface PassageClaims {
  /** `METHOD /path`, as the route table lists them. */
  routes: string[];
  /** Catalogue keys whose text the passage contains, in its own language. */
  labels: string[];
  /** Every figure the passage may state besides those inside its labels; a text among them must appear as it is. */
  figures: (facts: KnowledgeFacts) => Array<number | string>;
  /** What the plan table must hold for the passage to be true. */
  plans?: Partial<Record<PlanId, Partial<PlanLimits>>>;
  /** The passage names every interface language, as `Intl.DisplayNames` writes it in the passage's language. */
  namesEveryLanguage?: true;
}

const none = () => [];

export const PASSAGE_CLAIMS: Record<PassageId, PassageClaims> = {
  about: { routes: ['POST /api/auth/register'], labels: ['landing.heroTitle'], figures: none },
  boxes: {
    routes: [
      'POST /api/boxes',
      'PUT /api/boxes/:id',
      'DELETE /api/boxes/:id',
      'PATCH /api/boxes/:id/star',
      'POST /api/events/boxes/:id/events',
    ],
    labels: ['boxes.new', 'boxes.modeCounter', 'boxes.modeDescriptive'],
    figures: (f) => [f.tapQuantity, f.ratingMin, f.ratingMax, f.freeBoxes, f.proBoxes, f.starredBoxes],
    plans: { free: { maxStarredBoxes: 0 } },
  },
  events: {
    routes: [
      'POST /api/events/boxes/:id/events',
      'GET /api/events/search',
      'PUT /api/events/:id',
      'DELETE /api/events/:id',
    ],
    labels: ['search.reminder', 'reports.searchTab', 'boxes.quickLog.label', 'boxes.quickLog.log'],
    figures: none,
  },
  goals: {
    routes: ['POST /api/goals', 'PATCH /api/goals/:id', 'GET /api/goals/:id/progress', 'GET /api/goals/:id/events'],
    labels: ['shell.tabGoals', 'goals.new', 'goals.startDate', 'goals.target.title', 'goals.complete'],
    figures: none,
    plans: { free: { hasGoals: false }, pro: { hasGoals: true } },
  },
  reports: {
    routes: ['GET /api/stats', 'GET /api/boxes/:id/year', 'GET /api/reports/correlations'],
    labels: [
      'shell.tabReports',
      'reports.last7',
      'reports.last30',
      'reports.chart.trend',
      'reports.year.title',
      'reports.correlations.title',
    ],
    figures: none,
    plans: { free: { hasAdvancedReports: false }, pro: { hasAdvancedReports: true } },
  },
  search: {
    routes: ['GET /api/events/search', 'PUT /api/events/:id', 'DELETE /api/events/:id'],
    labels: ['shell.tabReports', 'reports.searchTab'],
    figures: none,
  },
  korai: {
    routes: ['POST /api/ai/chat/:conversationId', 'GET /api/ai/insights/usage', 'POST /api/events/boxes/:id/events'],
    labels: ['landing.insight1Question', 'landing.insight2Question', 'korai.sources', 'boxes.quickLog.log'],
    figures: (f) => [f.freeInsights],
    plans: { free: { hasGoals: false }, pro: { hasGoals: true } },
  },
  plans: {
    routes: ['POST /api/stripe/create-checkout-session', 'GET /api/subscription'],
    labels: ['shell.badge.free', 'shell.badge.pro', 'shell.plan', 'subscribe.upgrade'],
    figures: (f) => [
      f.freeBoxes,
      f.freeInsights,
      f.proMonthly,
      f.proAnnual,
      f.annualSavings,
      f.proBoxes,
      f.starredBoxes,
    ],
    plans: { free: { hasExport: true, hasGoals: false }, pro: { hasGoals: true, hasAdvancedReports: true } },
  },
  trial: {
    routes: ['POST /api/auth/register', 'POST /api/boxes/keep'],
    labels: ['shell.badge.pro'],
    figures: (f) => [f.trialDays, f.freeBoxes, f.trashDays],
  },
  cancel: {
    routes: [
      'POST /api/subscription/cancel',
      'POST /api/subscription/pause',
      'POST /api/subscription/resume',
      'PATCH /api/subscription/auto-renew',
    ],
    labels: [
      'shell.plan',
      'management.settingsTitle',
      'management.cancel',
      'management.autoRenew',
      'management.pause',
      'management.resume',
    ],
    figures: (f) => [f.freeBoxes],
  },
  export: {
    routes: ['GET /api/events/export.csv'],
    labels: ['shell.tabReports', 'reports.exportCsv'],
    figures: none,
    plans: { free: { hasExport: true } },
  },
  import: {
    routes: ['POST /api/import/preview', 'POST /api/import/:importId/commit', 'DELETE /api/import/:importId'],
    labels: [
      'shell.settings',
      'import.settingsTitle',
      'import.sources.daylio',
      'import.sources.loop',
      'import.sources.nomie',
      'import.undo',
    ],
    figures: (f) => [f.importMegabytes],
  },
  backup: {
    routes: ['GET /api/backup', 'POST /api/backup/restore'],
    labels: ['shell.settings', 'backup.download', 'backup.restore'],
    figures: none,
  },
  trash: {
    routes: ['GET /api/trash/boxes', 'POST /api/trash/boxes/:id/restore', 'DELETE /api/trash/events/:id'],
    labels: ['shell.trash', 'trash.restore', 'trash.purge'],
    figures: (f) => [f.trashDays],
  },
  notifications: {
    routes: [
      'POST /api/notification-settings',
      'PUT /api/notification-settings/weekly-digest',
      'POST /api/push/subscribe',
    ],
    labels: ['notifications.smartLabel', 'notifications.digestLabel', 'shell.settings'],
    figures: (f) => [f.notificationBoxes, f.notificationTimes],
    plans: { free: { maxNotificationBoxes: 0 } },
  },
  account: {
    routes: ['PUT /api/user/profile', 'PUT /api/user/avatar', 'PATCH /api/user/preferences', 'PUT /api/user/password'],
    labels: [
      'shell.settings',
      'settings.profile',
      'settings.darkTheme',
      'settings.changePassword',
      'settings.sessions',
      'shell.exit',
    ],
    figures: none,
  },
  passkeys: {
    routes: [
      'POST /api/auth/webauthn/register-options',
      'POST /api/auth/webauthn/login-options',
      'DELETE /api/auth/webauthn/credentials/:id',
    ],
    labels: ['shell.settings', 'passkeys.register', 'passkeys.signIn'],
    figures: none,
  },
  password: {
    routes: ['POST /api/auth/forgot-password', 'POST /api/auth/reset-password'],
    labels: ['auth.forgotPassword'],
    figures: none,
  },
  deleteAccount: {
    routes: ['DELETE /api/user/delete', 'GET /api/backup'],
    labels: ['shell.settings', 'settings.security', 'settings.deleteAccount'],
    figures: none,
  },
  privacy: {
    routes: ['GET /api/events/export.csv', 'DELETE /api/user/delete'],
    labels: ['landing.privacyTitle'],
    figures: none,
  },
  devices: { routes: ['POST /api/events/boxes/:id/events'], labels: ['outbox.savedOnDevice'], figures: none },
  apiTokens: {
    routes: ['POST /api/api-tokens', 'DELETE /api/api-tokens/:id', 'POST /api/v1/log', 'GET /api/v1/events'],
    labels: ['shell.settings', 'apiTokens.title'],
    figures: none,
  },
  languages: { routes: ['PATCH /api/user/preferences'], labels: [], figures: none, namesEveryLanguage: true },
  contact: {
    routes: ['POST /api/contact'],
    labels: ['settings.contactUs', 'help.contactForm', 'contact.replyTime'],
    figures: (f) => [f.supportEmail],
  },
};
