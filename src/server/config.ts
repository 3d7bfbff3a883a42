import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const emailList = optionalText.transform((value) =>
  (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText,
  SUPPORT_EMAIL: z.email().default('support@korai.app'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** Another address for Stripe's API (stripe-mock, or a recording server in tests); Stripe's own by default. */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** Questions the support chatbot answers per minute from all addresses together (a cap on the AI bill). */
  SUPPORT_CHAT_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Requests a personal API token may make per minute (/api/v1). */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Imports, backups and exports run at once by one process; a quarter of its connection pool when unset. */
  HEAVY_JOBS: z.coerce.number().int().min(1).max(100).optional(),
  /** Of those, how many may wait for their turn; twice HEAVY_JOBS when unset. */
  HEAVY_JOBS_WAITING: z.coerce.number().int().min(0).max(1000).optional(),
  /** Seconds one statement of a heavy job may run. */
  HEAVY_STATEMENT_TIMEOUT: z.coerce.number().int().min(1).default(60),
  /** Seconds a heavy job's transaction may sit idle between two statements. */
  HEAVY_IDLE_IN_TRANSACTION_TIMEOUT: z.coerce.number().int().min(1).default(15),
  /** Seconds a heavy job may take in all, a slowly read download included. */
  HEAVY_JOB_TIMEOUT: z.coerce.number().int().min(1).default(600),
  ADMIN_EMAILS: emailList,
  REDIS_URL: optionalText,
  /** When the embedded instance is backed up (a cron pattern in the server's time zone), or `off`. */
  BACKUP_SCHEDULE: optionalText.pipe(
    z
      .string()
      .refine((value) => value === 'off' || isCronPattern(value), {
        error: "a cron pattern such as '0 3 * * *', or off",
      })
      .default('0 3 * * *'),
  ),
  /** How many instance backups are kept (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** The bearer token `/metrics` asks for; without it `/metrics` is off. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'at least 16 characters' }).optional()),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Production unless told otherwise: `npm start` runs production, `npm run dev` sets development. */
  NODE_ENV: optionalText.transform((value) => value ?? 'production'),
});

/** Settings that are secrets: each may also come from a file named by `NAME_FILE` (Docker and Kubernetes secrets). */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AI_API_KEY',
  'METRICS_TOKEN',
  'REDIS_URL',
] as const;

/**
 * The environment with each `NAME_FILE` read into `NAME` (its content, without the final line break). Naming a
 * secret both ways, or a file that cannot be read, is a configuration error, named like any other.
 */
function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`  ${name}_FILE: ${name} is set too; give one of the two`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: resolved, problems };
}

/** Real payments need all of Stripe's settings: the prices to sell and the secret that proves a webhook is Stripe's. */
const completeSchema = configSchema.superRefine((env, context) => {
  if (!env.STRIPE_SECRET_KEY) return;
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required with STRIPE_SECRET_KEY' });
  }
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once at start-up; a bad setting stops the app with a message naming it. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const { env, problems: fileProblems } = withSecretFiles(environment);
  const parsed = completeSchema.safeParse(env);
  if (!parsed.success || fileProblems.length) {
    const problems = [
      ...fileProblems,
      ...(parsed.error?.issues ?? []).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`),
    ];
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const port = values.PORT;
  return {
    port,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://${values.HOST}:${port}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    supportEmail: values.SUPPORT_EMAIL,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    stripePriceMonthly: values.STRIPE_PRICE_MONTHLY,
    stripePriceAnnual: values.STRIPE_PRICE_ANNUAL,
    stripeApiUrl: values.STRIPE_API_URL,
    aiBaseUrl: values.AI_BASE_URL,
    aiApiKey: values.AI_API_KEY,
    aiModel: values.AI_MODEL,
    supportChatBudgetPerMinute: values.SUPPORT_CHAT_BUDGET_PER_MINUTE,
    apiTokenRequestsPerMinute: values.API_TOKEN_REQUESTS_PER_MINUTE,
    heavyJobs: values.HEAVY_JOBS,
    heavyJobsWaiting: values.HEAVY_JOBS_WAITING,
    heavyStatementTimeoutMs: values.HEAVY_STATEMENT_TIMEOUT * 1000,
    heavyIdleInTransactionMs: values.HEAVY_IDLE_IN_TRANSACTION_TIMEOUT * 1000,
    heavyJobTimeoutMs: values.HEAVY_JOB_TIMEOUT * 1000,
    adminEmails: values.ADMIN_EMAILS,
    redisUrl: values.REDIS_URL,
    metricsToken: values.METRICS_TOKEN,
    backupSchedule: values.BACKUP_SCHEDULE,
    backupKeep: values.BACKUP_KEEP,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
  };
}
