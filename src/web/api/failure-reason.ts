import { i18n } from '../i18n/setup';
import { ApiError } from './client';

/** Why a request failed, in the reader's language: the server's message, else a plain sentence. */
export function failureReason(error: unknown): string {
  const apiError = error instanceof ApiError ? error : error instanceof Error ? error.cause : undefined;
  return apiError instanceof ApiError ? apiError.message : i18n.t('common.genericError');
}
