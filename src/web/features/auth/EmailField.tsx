import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/TextField';

/** The email field of every form that asks for one: labelled, with the email keyboard and the browser's autofill. */
export const EmailField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { error?: string }>(
  function EmailField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField ref={ref} label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...props} />
    );
  },
);
