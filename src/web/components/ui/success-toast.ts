import { toast } from '../../lib/toast';

/** The plain toast that confirms an action: a title, and a detail when there is one. */
export function showSuccessToast(title: string, description?: string) {
  toast(description ? { title, description } : { title });
}
