import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../shared/schemas/api-tokens';
import { Button } from '../../components/ui/Button';
import { formatDateTime } from '../../lib/format';

/** A personal API token: its name, what it may do, when it was made and last used, and its revoke button. */
export function ApiTokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <KeyRound className="size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t(`apiTokens.scopes.${token.scope}`)} ·{' '}
          {t('apiTokens.createdAt', { date: formatDateTime(token.createdAt, i18n.language) })}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {token.lastUsedAt
            ? t('apiTokens.lastUsed', { date: formatDateTime(token.lastUsedAt, i18n.language) })
            : t('apiTokens.neverUsed')}
        </p>
      </div>
      <Button variant="ghost" aria-label={t('apiTokens.revokeNamed', { name: token.name })} onClick={onRevoke}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
