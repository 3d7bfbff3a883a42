import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, Clock, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { type ContactRequest, contactRequestSchema } from '../../../shared/schemas/contact';
import type { User } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { BackLink } from '../../components/ui/BackLink';
import { Button } from '../../components/ui/Button';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import { EmailField } from '../auth/EmailField';
import { FormAlert } from '../auth/FormAlert';
import { useSubmitError } from '../auth/useSubmitError';
import { SupportAddress } from './SupportAddress';

const required = 'validation.contactFieldsRequired';

/** A message to support: stored and mailed by the server. Visitors can write too, from the landing page's footer. */
export function ContactScreen({ user }: { user?: User }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { email: user?.email ?? '', title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // An alert in the form, not a toast: the visitors' page has no toaster, and a failure must never pass unseen.
  const submitError = useSubmitError('contact.failed', 'common.genericError');
  const missing = Object.values(errors).some((error) => error?.message === required);

  const submit = form.handleSubmit((values) =>
    submitError.attempt(async () => {
      const { message } = await api('/api/contact', messageResponseSchema, { method: 'POST', body: values });
      setSent(message);
      form.reset({ email: values.email, title: '', description: '' });
    }),
  );

  return (
    <section aria-labelledby="contact-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <BackLink href={user ? '/settings' : '/'} className="self-start">
        {t(user ? 'contact.back' : 'contact.backHome')}
      </BackLink>
      <h1 id="contact-title" className="text-2xl font-bold">
        {t('contact.title')}
      </h1>
      <ul className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden />
          {t('contact.reachesSupport')}
        </li>
        <li>
          <SupportAddress />
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden />
          {t('contact.replyTime')}
        </li>
        <li className="flex items-center gap-2">
          <BookOpen className="size-4" aria-hidden />
          <Link href="/help" className="inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-100">
            {t('help.contactLink')}
          </Link>
        </li>
      </ul>
      {sent && (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
          {sent}
        </p>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <FormAlert title={submitError.error?.title} message={submitError.error?.message ?? null} />
        {missing && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(required)}
          </p>
        )}
        <EmailField
          error={errors.email?.message && errors.email.message !== required ? t(errors.email.message) : undefined}
          {...form.register('email')}
        />
        <TextField label={t('contact.subject')} maxLength={200} {...form.register('title')} />
        <TextArea label={t('contact.message')} rows={6} maxLength={5000} {...form.register('description')} />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
