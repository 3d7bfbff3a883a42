import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../shared/schemas/api-tokens';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { ApiTokenRow } from './ApiTokenRow';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { useApiTokens } from './useApiTokens';

/** Settings' "API access": personal tokens for shortcuts and automation apps, made, listed and revoked here. */
export function ApiAccessCard() {
  const { t } = useTranslation();
  const { list, create, revoke } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: ({ message }) => {
        showSuccessToast(message);
        setRevoking(null);
      },
    });
  }

  return (
    <SettingsCard title={t('apiTokens.title')}>
      <p className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t('apiTokens.intro')}</p>
      <a
        href="/api/docs"
        target="_blank"
        rel="noopener"
        className="mb-3 flex min-h-11 items-center gap-1 text-sm text-brand-700 underline dark:text-brand-100"
      >
        {t('apiTokens.docs')}
        <ExternalLink className="size-4" aria-hidden />
      </a>
      <Button variant="secondary" className="mb-4" onClick={() => setCreating(true)}>
        <Plus className="size-4" aria-hidden />
        {t('apiTokens.create')}
      </Button>
      <QueryState
        query={list}
        failedTitle={t('apiTokens.listFailed')}
        isEmpty={(tokens) => tokens.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">{t('apiTokens.none')}</p>}
      >
        {(tokens) => (
          <ul className="flex flex-col gap-2" aria-label={t('apiTokens.list')}>
            {tokens.map((token) => (
              <ApiTokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </QueryState>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} create={create} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiTokens.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('apiTokens.revokeText')}
        confirmLabel={t('apiTokens.revoke')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </SettingsCard>
  );
}
