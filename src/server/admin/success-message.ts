import { translatorFor } from '../i18n.js';

export const successMessage = (language: Parameters<typeof translatorFor>[0], key: string) => ({
  success: true as const,
  message: translatorFor(language)(key),
});
