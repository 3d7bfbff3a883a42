/** Stable error codes, each mapped to its HTTP status here and nowhere else. */
const STATUS = {
  bad_request: 400,
  validation: 400,
  malformed_json: 400,
  invalid_reset_token: 400,
  invalid_credentials: 401,
  passkey_failed: 400,
  unauthorized: 401,
  wrong_password: 400,
  forbidden: 403,
  pro_feature: 403,
  box_limit: 403,
  box_read_only: 403,
  star_limit: 403,
  account_suspended: 403,
  not_found: 404,
  request_timeout: 408,
  route_not_found: 404,
  email_taken: 409,
  username_taken: 409,
  passkey_exists: 409,
  no_push_subscription: 409,
  box_in_trash: 409,
  box_choice_not_needed: 409,
  already_subscribed: 409,
  /** Revoking, suspending or deleting the one administrator left would lock everyone out. */
  last_admin: 409,
  /** Admins are not deleted; revoke the rights first. */
  admin_protected: 409,
  /** An admin does not suspend or delete their own account from the dashboard. */
  self_action: 409,
  no_subscription: 409,
  checkout_session_not_found: 404,
  webhook_signature_invalid: 400,
  billing_not_configured: 404,
  nothing_to_export: 404,
  /** An import's file: refused with the line and column where it stops making sense, or as not of its source. */
  import_malformed: 400,
  import_unreadable: 400,
  import_empty: 400,
  import_too_large: 413,
  /** A preview already committed, or an import undone, is not committed again. */
  import_done: 409,
  import_not_committed: 409,
  payload_too_large: 413,
  idempotency_mismatch: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** An import, backup or export: one of the person's own is still running, or as many as the server runs are. */
  heavy_work_busy: 429,
  /** An import, backup or export ran past its time and was stopped, all of it rolled back. */
  heavy_work_stopped: 503,
  /** K-ORAI: this month's questions are used up, or too many answers are streaming at once. */
  insights_exhausted: 403,
  /** A personal API token: its scope does not allow the call, there are too many of them, a box name fits none or many. */
  token_scope: 403,
  token_limit: 409,
  unknown_box: 404,
  ambiguous_box: 422,
  too_many_streams: 429,
  headers_too_large: 431,
  internal: 500,
  /** The payment provider could not be reached or refused the call: nothing was changed. */
  payment_provider_unavailable: 502,
  /** The browser's push service (not Korai) could not be reached: a state to tell, as with the payment provider. */
  push_service_unreachable: 502,
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** i18n key of the message; by default `errors.<code>`. */
    readonly messageKey: string = `errors.${code}`,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.status = STATUS[code];
  }
}

export function notFound(): AppError {
  return new AppError('not_found');
}

/** The AppError behind a failure: one raised inside a query (by a stopped heavy job) arrives wrapped by Drizzle. */
export function appErrorIn(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
