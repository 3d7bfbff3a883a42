import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES, createApiTokenRequestSchema } from '../../../shared/schemas/api-tokens';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { TextField } from '../../components/ui/TextField';
import { ApiTokenSecret } from './ApiTokenSecret';
import type { useApiTokens } from './useApiTokens';

type Create = ReturnType<typeof useApiTokens>['create'];

/** A name and a scope; then the new secret, shown once. */
export function CreateApiTokenDialog({
  open,
  onClose,
  create,
}: {
  open: boolean;
  onClose: () => void;
  create: Create;
}) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof createApiTokenRequestSchema>>({
    resolver: zodResolver(createApiTokenRequestSchema),
    defaultValues: { name: '', scope: 'log' },
  });
  const nameError = form.formState.errors.name?.message;
  const secret = create.data?.secret;

  function close() {
    form.reset();
    // The secret leaves memory with the dialog: nothing can show it again.
    create.reset();
    onClose();
  }

  const submit = form.handleSubmit((values) => create.mutate(values));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(secret ? 'apiTokens.createdTitle' : 'apiTokens.create')}
    >
      {secret ? (
        <ApiTokenSecret secret={secret} onDone={close} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={t('apiTokens.name')}
            placeholder={t('apiTokens.namePlaceholder')}
            maxLength={API_TOKEN_NAME_MAX}
            error={nameError && t(nameError)}
            {...form.register('name')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('apiTokens.scope')}
            </legend>
            {API_TOKEN_SCOPES.map((scope) => (
              <label
                key={scope}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
              >
                <input type="radio" value={scope} className="accent-brand-500" {...form.register('scope')} />
                <span className="font-medium">{t(`apiTokens.scopes.${scope}`)}</span>
              </label>
            ))}
          </fieldset>
          <FormActions
            onCancel={close}
            submitLabel={t(create.isPending ? 'apiTokens.creating' : 'apiTokens.create')}
            submitting={create.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
