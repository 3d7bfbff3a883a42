import { showSuccessToast } from '../../components/ui/success-toast';
import { i18n } from '../../i18n/setup';

/**
 * The confirmation of saved smart notifications, saying so when this browser cannot receive them yet: saved
 * reminders never read as working while push is off here.
 */
export function confirmSaved(message: string, enabled: boolean, pushOn: boolean) {
  showSuccessToast(message, enabled && !pushOn ? i18n.t('notifications.savedPushOff') : undefined);
}
