import { i18n } from '../i18n/setup';
import { toast } from '../lib/toast';
import { ApiError } from './client';

/** Refusals that have their own title in the spec instead of 'Errore'. */
const TITLES: Record<string, string> = { box_limit: 'toast.limitReached', pro_feature: 'toast.proFeature' };

/**
 * The spec's destructive 'Errore' toast: the server's message for a refusal (4xx), the action's own
 * message (`fallbackKey`) when the server failed or could not be reached.
 */
export function showErrorToast(error: unknown, fallbackKey: string) {
  // A refusal that explains itself (a limit, a Pro feature, a validation) is shown as the server words it;
  // something gone missing reads better as what could not be done.
  const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'not_found';
  toast({
    variant: 'destructive',
    title: i18n.t((error instanceof ApiError && TITLES[error.code]) || 'common.error'),
    description: refusal ? error.message : i18n.t(fallbackKey),
  });
}
