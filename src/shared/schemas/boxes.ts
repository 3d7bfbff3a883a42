import { z } from 'zod';
import { isSingleEmoji } from '../emoji.js';
import { text } from './common.js';

export const TRACKING_MODES = ['counter', 'descriptive'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];
export const DEFAULT_BOX_COLOR = '#317873';
export const DEFAULT_BOX_EMOJI = '📦';
export const BOX_NAME_MAX = 60;
export const BOX_UNIT_MAX = 20;

export const boxSchema = z.object({
  id: z.number(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
  trackingMode: z.enum(TRACKING_MODES),
  starred: z.boolean(),
  category: z.string().nullable(),
  /**
   * What its quantities are in (km, min, bicchieri), shown beside each; null when they are plain numbers. An answer
   * kept for offline opens before boxes had units reads as none.
   */
  unit: z.string().nullable().default(null),
  createdAt: z.string(),
  /** Events of this box so far today, in the user's time zone (a reminder later today counts once reached). */
  todayCount: z.number(),
  /** Beyond the plan's box limit (back on Free with more boxes): shown, but nothing can be added or changed. */
  readOnly: z.boolean(),
});
export type Box = z.infer<typeof boxSchema>;
/** GET /api/boxes: starred first. */
export const boxListSchema = z.array(boxSchema);

const boxName = text('validation.nameRequired')
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(BOX_NAME_MAX, { error: 'validation.nameTooLong' });
/** Exactly one emoji (flags, skin tones and families included): a letter or two emoji are refused. */
const boxEmoji = text('validation.emojiRequired')
  .trim()
  .min(1, { error: 'validation.emojiRequired' })
  .refine(isSingleEmoji, { error: 'validation.emojiInvalid' });
const boxColor = z
  .string({ error: 'validation.colorRequired' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colorRequired' })
  .transform((value) => value.toLowerCase());
const boxCategory = text().trim().max(40, { error: 'validation.tooLong' }).nullish();
const trackingMode = z.enum(TRACKING_MODES, { error: 'validation.trackingModeInvalid' });
/** Free text; left empty, the box has none. */
const boxUnit = text()
  .trim()
  .max(BOX_UNIT_MAX, { error: 'validation.unitTooLong' })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const createBoxRequestSchema = z.object({
  name: boxName,
  emoji: boxEmoji.default(DEFAULT_BOX_EMOJI),
  color: boxColor.default(DEFAULT_BOX_COLOR),
  trackingMode: trackingMode.default('counter'),
  category: boxCategory,
  unit: boxUnit,
});
export type CreateBoxRequest = z.input<typeof createBoxRequestSchema>;

export const updateBoxRequestSchema = z
  .object({
    name: boxName.optional(),
    emoji: boxEmoji.optional(),
    color: boxColor.optional(),
    trackingMode: trackingMode.optional(),
    category: boxCategory,
    unit: boxUnit,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'validation.nothingToUpdate' });
export type UpdateBoxRequest = z.input<typeof updateBoxRequestSchema>;

export const starResponseSchema = z.object({ success: z.literal(true), box: boxSchema, message: z.string() });
