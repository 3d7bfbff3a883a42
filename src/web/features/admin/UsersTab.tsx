import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { SearchField } from '../../components/ui/SearchField';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { AdminPasswordDialog } from './AdminPasswordDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { type PendingAction, PendingConfirm } from './PendingConfirm';
import { ResetLinkDialog } from './ResetLinkDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserRow } from './UserRow';
import { useAdminActions, useAdminUsers } from './useAdmin';

/** Utenti: search by email, a page of 50 at a time, each user's menu, and the dialogs it opens. */
export function UsersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q);
  const [creating, setCreating] = useState(false);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [passwordOf, setPasswordOf] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [resetLink, setResetLink] = useState<string | null>(null);
  const actions = useAdminActions();
  const list = users.data ? { data: users.data.pages.flatMap((page) => page.users) } : { data: undefined };

  const ask = (next: PendingAction) => setPending(next);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <SearchField
            label={t('admin.searchUsers')}
            placeholder={t('admin.searchUsers')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus className="size-4" aria-hidden />
          {t('admin.createUser')}
        </Button>
      </div>

      <QueryState
        query={{ ...users, data: list.data }}
        failedTitle={t('admin.usersFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState icon={<Users className="mx-auto size-8" />} title={t('admin.noUsers')} />}
      >
        {(rows) => (
          <>
            <ul className="flex flex-col gap-2" aria-label={t('admin.tabs.users')}>
              {rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  onDetails={() => setDetailsOf(user.id)}
                  onPassword={() => setPasswordOf(user)}
                  onResetLink={() =>
                    actions.resetToken.mutate(user.id, { onSuccess: ({ link }) => setResetLink(link) })
                  }
                  onAsk={ask}
                />
              ))}
            </ul>
            {users.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                disabled={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                {t('admin.loadMore')}
              </Button>
            )}
          </>
        )}
      </QueryState>

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <AdminPasswordDialog user={passwordOf} onClose={() => setPasswordOf(null)} />
      <UserDetailsDialog userId={detailsOf} onClose={() => setDetailsOf(null)} />
      <ResetLinkDialog link={resetLink} onClose={() => setResetLink(null)} />
      <PendingConfirm pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
