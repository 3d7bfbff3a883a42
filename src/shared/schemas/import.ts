import { z } from 'zod';
import { BOX_NAME_MAX } from './boxes.js';
import { text } from './common.js';

/** Where a file comes from: Daylio's CSV, Loop's CSV zip or .db backup, a Nomie backup, any CSV, Korai's own CSV. */
export const IMPORT_SOURCES = ['daylio', 'loop', 'nomie', 'csv', 'korai'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** A preview is kept this long for its commit. */
export const IMPORT_PREVIEW_MINUTES = 60;

const columnName = text()
  .trim()
  .min(1, { error: 'import.validation.columnRequired' })
  .max(200, { error: 'validation.tooLong' });

/**
 * How to read a file: for any CSV, which column holds the date (and the time, if apart), the box (or one box name
 * for every row), the description, the quantity and the notes; for Daylio, activities as boxes or as tags.
 */
export const importMappingSchema = z
  .object({
    date: columnName.optional(),
    time: columnName.optional(),
    box: columnName.optional(),
    boxName: text().trim().min(1, { error: 'import.validation.columnRequired' }).max(BOX_NAME_MAX).optional(),
    description: columnName.optional(),
    quantity: columnName.optional(),
    notes: columnName.optional(),
    /** `03/04/2026` is 3 April when true (the default), 4 March when false. */
    dayFirst: z.boolean().optional(),
    activitiesAs: z.enum(['boxes', 'tags']).optional(),
    /** Daylio's own mood labels (custom ones included) and the rating 1-5 each stands for. */
    moods: z
      .record(
        text().max(100, { error: 'validation.tooLong' }),
        z
          .number({ error: 'validation.ratingInvalid' })
          .int({ error: 'validation.ratingInvalid' })
          .min(1, { error: 'validation.ratingInvalid' })
          .max(5, { error: 'validation.ratingInvalid' }),
      )
      .optional(),
  })
  .strict();
export type ImportMapping = z.output<typeof importMappingSchema>;

/** The multipart fields beside the file: `mapping` is JSON text. */
export const importFieldsSchema = z.object({
  source: z.enum(IMPORT_SOURCES, { error: 'import.validation.source' }),
  mapping: z
    .string()
    .max(4000, { error: 'validation.tooLong' })
    .optional()
    .transform((value, context) => {
      if (!value) return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'import.validation.mapping' });
        return z.NEVER;
      }
    })
    .pipe(importMappingSchema),
});

export const importParamsSchema = z.object({ importId: z.uuid({ error: 'validation.idInvalid' }) });

export const importPreviewBoxSchema = z.object({
  name: z.string(),
  trackingMode: z.enum(['counter', 'descriptive']),
  events: z.number().int(),
  existing: z.boolean(),
});

export const importPreviewSchema = z.object({
  importId: z.uuid(),
  boxes: z.array(importPreviewBoxSchema),
  events: z.number().int(),
  /** The first and last day of the file's events, in the user's time zone. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  duplicates: z.number().int(),
  /** How many new boxes the plan has room for now: with more new boxes than this, the commit names its choice. */
  newBoxesAllowed: z.number().int(),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;

export const importCommitRequestSchema = z
  .object({
    /** The boxes of the preview to import, by name; all of them when absent. */
    boxes: z
      .array(text().max(BOX_NAME_MAX, { error: 'validation.nameTooLong' }))
      .max(500, { error: 'validation.tooLong' })
      .optional(),
  })
  .optional();

export const importCommitSchema = z.object({ boxesCreated: z.number().int(), eventsCreated: z.number().int() });
export type ImportCommit = z.output<typeof importCommitSchema>;

export const importUndoSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  boxesRemoved: z.number().int(),
  eventsRemoved: z.number().int(),
});
