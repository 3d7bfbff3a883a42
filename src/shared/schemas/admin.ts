import { z } from 'zod';
import { PLAN_BADGES, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.js';
import { passwordSchema } from './auth.js';
import { idSchema, isPlausibleInstant, text } from './common.js';

/** The dashboard's periods, each the last N days up to today (UTC), compared with the N days before. */
export const TIME_FILTERS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const PERIOD_DAYS: Record<TimeFilter, number> = { day: 1, week: 7, month: 30, quarter: 90, year: 365 };

export const timeFilterQuerySchema = z.object({
  timeFilter: z.enum(TIME_FILTERS, { error: 'validation.timeFilterInvalid' }).default('month'),
});

/** Current and previous period of one figure; growth is null when the previous period had none. */
const periodFigureSchema = z.object({
  current: z.number(),
  previous: z.number(),
  growthPercentage: z.number().nullable(),
});
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

export const platformStatsSchema = z.object({
  timeFilter: z.enum(TIME_FILTERS),
  periodLabel: z.string(),
  totalUsers: z.number(),
  users: periodFigureSchema,
  totalEvents: z.number(),
  events: periodFigureSchema,
  activeUsers: periodFigureSchema,
  totalBoxes: z.number(),
  totalGoals: z.number(),
  usersByPlan: z.object({ free: z.number(), trial: z.number(), pro: z.number(), premium: z.number() }),
  /** Real monthly recurring revenue in euro cents: active paid subscriptions, a year's price counting 1/12. */
  monthlyRevenueCents: z.number(),
  paidSubscriptions: z.number(),
  /** Pro users times the monthly list price, in euro cents: the spec's figure, shown beside the real one. */
  listPriceRevenueCents: z.number(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const analyticsSchema = z.object({
  timeFilter: z.enum(TIME_FILTERS),
  days: z.array(z.object({ day: z.string(), signups: z.number(), events: z.number(), activeUsers: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  createdAt: z.string(),
  plan: z.enum(PLAN_IDS),
  planBadge: z.enum(PLAN_BADGES),
  isAdmin: z.boolean(),
  status: z.enum(['active', 'suspended']),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  trialExpiresAt: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE = 50;
const CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const adminUsersQuerySchema = z.object({
  q: text().trim().max(254, { error: 'validation.tooLong' }).optional(),
  /** Where the previous page ended: its last user's creation instant and id. */
  cursor: z
    .string()
    .regex(CURSOR_PATTERN, { error: 'validation.cursorInvalid' })
    .refine((value) => isPlausibleInstant(new Date(`${value.slice(0, 23)}Z`)), { error: 'validation.cursorInvalid' })
    .optional(),
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int({ error: 'validation.limitInvalid' })
    .min(1, { error: 'validation.limitInvalid' })
    .max(200, { error: 'validation.limitInvalid' })
    .default(ADMIN_USERS_PAGE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

export const adminUserDetailsSchema = z.object({
  user: adminUserSchema,
  totalBoxes: z.number(),
  /** Live events of live boxes: the sum of the box list's counts. */
  totalEvents: z.number(),
  /** Events in the trash, on their own or with their box. */
  eventsInTrash: z.number(),
  aiUsage: z.object({ total: z.number(), thisMonth: z.number() }),
  /** -1 means unlimited. */
  boxLimit: z.number(),
  /** Live boxes, the favourite (starred) first. */
  boxes: z.array(
    z.object({ id: z.number(), name: z.string(), emoji: z.string(), starred: z.boolean(), eventCount: z.number() }),
  ),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** The simple pattern the create-user form checks before sending. */
export const adminEmailSchema = text('validation.emailInvalid')
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.emailInvalid' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'validation.emailInvalid' });

export const createUserRequestSchema = z.object({
  email: adminEmailSchema,
  password: passwordSchema,
  plan: z.enum(PLAN_IDS, { error: 'validation.planInvalid' }).default('free'),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const changePasswordRequestSchema = z.object({ newPassword: passwordSchema });
export const planRequestSchema = z.object({ plan: z.enum(PLAN_IDS, { error: 'validation.planInvalid' }) });
export const statusRequestSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: 'validation.statusInvalid' }),
});
export const adminFlagRequestSchema = z.object({ isAdmin: z.boolean({ error: 'validation.adminFlagInvalid' }) });

export const resetTokenResponseSchema = z.object({ token: z.string(), link: z.string(), expiresAt: z.string() });

export const SYSTEM_LOG_TYPES = [
  'registration',
  'upgrade',
  'downgrade',
  'trial_start',
  'trial_end',
  'payment_failed',
  'error',
  'other',
  'admin',
] as const;

export const logsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int({ error: 'validation.limitInvalid' })
    .min(1, { error: 'validation.limitInvalid' })
    .max(200, { error: 'validation.limitInvalid' })
    .default(50),
});

export const systemLogSchema = z.object({
  id: z.number(),
  type: z.enum(SYSTEM_LOG_TYPES),
  message: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  actorEmail: z.string().nullable(),
  timestamp: z.string(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;
export const logsResponseSchema = z.object({ logs: z.array(systemLogSchema) });

export const contactMessageSchema = z.object({
  id: z.number(),
  email: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  unread: z.number(),
});
export const contactMessageParamsSchema = z.object({ id: idSchema });
export const contactReadRequestSchema = z.object({ read: z.boolean({ error: 'validation.readFlagInvalid' }) });

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  refreshedAt: z.string(),
});
