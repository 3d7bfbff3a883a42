import { z } from 'zod';
import { idSchema, text } from './common.js';

export const AI_TONES = ['motivante', 'professionale', 'amichevole', 'diretto'] as const;
export type AiTone = (typeof AI_TONES)[number];

/** The spec's limits: 3 boxes, 3 times, chosen among all of the person's boxes (PRODUCT.md). */
export const MAX_NOTIFICATION_BOXES = 3;
export const MAX_NOTIFICATION_TIMES = 3;
/** From this many boxes on, the choice has the boxes screen's name filter. */
export const NOTIFICATION_BOX_FILTER_FROM = 7;
/** Offered as one-tap choices (part 1's fixed set); any quarter hour is allowed. */
export const SUGGESTED_TIMES = ['09:00', '14:00', '20:00'] as const;
export const SETTINGS_DIALOG_DEFAULT_TIME = '09:00';
export const BOX_DIALOG_DEFAULT_TIME = '14:00';

/** `HH:MM` on the quarter hour, 00:00 to 23:45. */
export const quarterHourSchema = z
  .string({ error: 'notifications.validation.timeInvalid' })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { error: 'notifications.validation.timeInvalid' });

export const notificationSettingsRequestSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.booleanRequired' }),
    selectedBoxes: z
      .array(idSchema, { error: 'notifications.validation.boxesRequired' })
      .max(MAX_NOTIFICATION_BOXES, { error: 'notifications.validation.tooManyBoxes' }),
    times: z
      .array(quarterHourSchema, { error: 'notifications.validation.timesRequired' })
      .min(1, { error: 'notifications.validation.timesRequired' })
      .max(MAX_NOTIFICATION_TIMES, { error: 'notifications.validation.tooManyTimes' })
      .refine((times) => new Set(times).size === times.length, { error: 'notifications.validation.timesRepeated' }),
    aiContext: text().trim().max(500, { error: 'validation.tooLong' }).nullish(),
    aiTone: z.enum(AI_TONES, { error: 'notifications.validation.toneInvalid' }),
    notificationMethod: z.literal('browser', { error: 'notifications.validation.methodInvalid' }),
  })
  .refine((settings) => !settings.enabled || settings.selectedBoxes.length > 0, {
    error: 'notifications.validation.boxesRequired',
    path: ['selectedBoxes'],
  })
  .refine((settings) => new Set(settings.selectedBoxes).size === settings.selectedBoxes.length, {
    error: 'notifications.validation.boxesRepeated',
    path: ['selectedBoxes'],
  });
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;
export type NotificationSettingsForm = z.input<typeof notificationSettingsRequestSchema>;

export const boxNotificationSchema = z.object({
  boxId: z.number(),
  isEnabled: z.boolean(),
  scheduleHours: z.array(z.string()),
});

/** The spec's `{success, data}`, with the switches and choices the dialogs start from. */
export const notificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(boxNotificationSchema),
  enabled: z.boolean(),
  times: z.array(z.string()),
  aiTone: z.enum(AI_TONES),
  aiContext: z.string().nullable(),
  weeklyDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsResponseSchema>;

export const notificationSaveResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const weeklyDigestRequestSchema = z.object({
  weeklyDigest: z.boolean({ error: 'validation.booleanRequired' }),
});
