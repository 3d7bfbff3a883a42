import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { profileRequestSchema, type User } from '../../../shared/schemas/user';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import { AvatarDialog } from './AvatarDialog';
import { ReadOnlyField } from './ReadOnlyField';
import { useAccountMutations } from './useAccount';

type ProfileForm = z.input<typeof profileRequestSchema>;

/** Avatar, read-only username and email, names and bio. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { profile } = useAccountMutations();
  const [choosingAvatar, setChoosingAvatar] = useState(false);
  const form = useForm<ProfileForm, unknown, z.output<typeof profileRequestSchema>>({
    resolver: zodResolver(profileRequestSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', bio: user.bio ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ firstName, lastName, bio }) => {
    profile.mutate({ firstName, lastName, bio }, { onSuccess: ({ message }) => showSuccessToast(message) });
  });

  return (
    <SettingsCard title={t('settings.profile')}>
      <div className="mb-4 flex items-center gap-4">
        <div
          className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-4xl dark:bg-slate-800"
          aria-hidden
        >
          {user.avatar ?? '🙂'}
        </div>
        <Button variant="secondary" onClick={() => setChoosingAvatar(true)}>
          {t('settings.chooseAvatar')}
        </Button>
      </div>
      <dl className="mb-4 grid gap-3 sm:grid-cols-2">
        <ReadOnlyField label={t('settings.username')} value={user.username} />
        <ReadOnlyField label={t('auth.email')} value={user.email} note={t('settings.emailNote')} />
      </dl>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message && t(errors.firstName.message)}
            {...form.register('firstName')}
          />
          <TextField
            label={t('settings.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message && t(errors.lastName.message)}
            {...form.register('lastName')}
          />
        </div>
        <TextArea
          label={t('settings.bio')}
          rows={4}
          maxLength={1000}
          error={errors.bio?.message && t(errors.bio.message)}
          {...form.register('bio')}
        />
        <Button type="submit" disabled={profile.isPending} className="self-start">
          {t('settings.saveProfile')}
        </Button>
      </form>
      {choosingAvatar && <AvatarDialog current={user.avatar} open onClose={() => setChoosingAvatar(false)} />}
    </SettingsCard>
  );
}
