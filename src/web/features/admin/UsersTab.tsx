import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, type PlanId } from '../../../shared/plans';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { menuContentClass, menuItemClass } from '../../components/ui/menu-classes';
import { QueryState } from '../../components/ui/QueryState';
import { SearchField } from '../../components/ui/SearchField';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { formatDay } from '../../lib/format';
import { AdminPasswordDialog } from './AdminPasswordDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { UserBadges } from './UserBadges';
import { UserDetailsDialog } from './UserDetailsDialog';
import { useAdminActions, useAdminUsers } from './useAdmin';

/** An action that asks first: what it is, and on whom. */
type Pending =
  | { kind: 'plan'; user: AdminUser; plan: PlanId }
  | { kind: 'suspend' | 'reactivate' | 'grant' | 'revoke' | 'delete'; user: AdminUser };

/** Utenti: search by email, a page of 50 at a time, each user's menu, and the dialogs it opens. */
export function UsersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q);
  const [creating, setCreating] = useState(false);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [passwordOf, setPasswordOf] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [resetLink, setResetLink] = useState<string | null>(null);
  const actions = useAdminActions();
  const list = users.data ? { data: users.data.pages.flatMap((page) => page.users) } : { data: undefined };

  const ask = (next: Pending) => setPending(next);

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

function Item({ children, onSelect, danger = false }: { children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <Menu.Item className={`${menuItemClass} ${danger ? 'text-red-700 dark:text-red-400' : ''}`} onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

function UserRow({
  user,
  onDetails,
  onPassword,
  onResetLink,
  onAsk,
}: {
  user: AdminUser;
  onDetails: () => void;
  onPassword: () => void;
  onResetLink: () => void;
  onAsk: (pending: Pending) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          onClick={onDetails}
          className="min-h-11 self-start text-start font-semibold break-all hover:underline"
        >
          {user.email}
        </button>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t('admin.userLine', {
            username: user.username,
            date: formatDay(user.createdAt.slice(0, 10), i18n.language),
          })}
        </span>
        <UserBadges user={user} />
      </div>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={t('admin.userMenu', { email: user.email })}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 outline-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <MoreVertical className="size-5" aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className={`w-64 ${menuContentClass}`}>
            <Item onSelect={onDetails}>{t('admin.userDetails')}</Item>
            <Item onSelect={onPassword}>{t('admin.changePassword')}</Item>
            <Item onSelect={onResetLink}>{t('admin.resetLink')}</Item>
            <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <Menu.Label className="px-3 py-1 text-xs font-semibold text-slate-600 dark:text-slate-400">
              {t('admin.planLabel')}
            </Menu.Label>
            {PLAN_IDS.filter((plan) => plan !== user.plan).map((plan) => (
              <Item key={plan} onSelect={() => onAsk({ kind: 'plan', user, plan })}>
                {t('admin.setPlan', { plan: t(`admin.plan.${plan}`) })}
              </Item>
            ))}
            <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            {user.status === 'active' ? (
              <Item onSelect={() => onAsk({ kind: 'suspend', user })}>{t('admin.suspend')}</Item>
            ) : (
              <Item onSelect={() => onAsk({ kind: 'reactivate', user })}>{t('admin.reactivate')}</Item>
            )}
            {user.isAdmin ? (
              <Item onSelect={() => onAsk({ kind: 'revoke', user })}>{t('admin.revokeAdmin')}</Item>
            ) : (
              <Item onSelect={() => onAsk({ kind: 'grant', user })}>{t('admin.grantAdmin')}</Item>
            )}
            {!user.isAdmin && (
              <Item danger onSelect={() => onAsk({ kind: 'delete', user })}>
                {t('admin.deleteUser')}
              </Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </li>
  );
}

/** The confirmation of a plan change, a suspension, admin rights or a deletion; then the action itself. */
function PendingConfirm({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useAdminActions();
  if (!pending) return null;
  const { user } = pending;
  const done = (message: string) => () => {
    showSuccessToast(message);
    onClose();
  };
  const texts = {
    plan: {
      title: t('admin.confirm.planTitle'),
      message: t('admin.confirm.plan', {
        email: user.email,
        plan: pending.kind === 'plan' ? t(`admin.plan.${pending.plan}`) : '',
      }),
      confirm: t('admin.confirm.planAction'),
      tone: 'primary' as const,
    },
    suspend: {
      title: t('admin.confirm.suspendTitle'),
      message: t('admin.confirm.suspend', { email: user.email }),
      confirm: t('admin.suspend'),
      tone: 'danger' as const,
    },
    reactivate: {
      title: t('admin.confirm.reactivateTitle'),
      message: t('admin.confirm.reactivate', { email: user.email }),
      confirm: t('admin.reactivate'),
      tone: 'primary' as const,
    },
    grant: {
      title: t('admin.grantAdmin'),
      message: t('admin.confirm.grant', { email: user.email }),
      confirm: t('admin.grantAdmin'),
      tone: 'primary' as const,
    },
    revoke: {
      title: t('admin.revokeAdmin'),
      message: t('admin.confirm.revoke', { email: user.email }),
      confirm: t('admin.revokeAdmin'),
      tone: 'danger' as const,
    },
    delete: {
      title: t('admin.confirm.deleteTitle'),
      message: t('admin.confirm.delete', { email: user.email }),
      confirm: t('admin.deleteUser'),
      tone: 'danger' as const,
    },
  }[pending.kind];

  function confirm() {
    if (!pending) return;
    switch (pending.kind) {
      case 'plan':
        actions.plan.mutate({ id: user.id, body: { plan: pending.plan } }, { onSuccess: done(t('admin.done.plan')) });
        return;
      case 'suspend':
      case 'reactivate':
        actions.status.mutate(
          { id: user.id, body: { status: pending.kind === 'suspend' ? 'suspended' : 'active' } },
          { onSuccess: done(t(`admin.done.${pending.kind}`)) },
        );
        return;
      case 'grant':
      case 'revoke':
        actions.admin.mutate(
          { id: user.id, body: { isAdmin: pending.kind === 'grant' } },
          { onSuccess: done(t(`admin.done.${pending.kind}`)) },
        );
        return;
      case 'delete':
        actions.remove.mutate(user.id, { onSuccess: ({ message }) => done(message)() });
    }
  }

  const busy =
    actions.plan.isPending || actions.status.isPending || actions.admin.isPending || actions.remove.isPending;
  return (
    <ConfirmDialog
      open
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      tone={texts.tone}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {pending.kind === 'delete' && (
        <ul className="mt-3 list-disc ps-5 text-sm text-slate-700 dark:text-slate-300">
          {(['account', 'boxes', 'events', 'data', 'irreversible'] as const).map((item) => (
            <li key={item}>{t(`admin.confirm.deleteList.${item}`)}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}

/** The reset link for the admin to pass on: valid for an hour, once. */
function ResetLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.resetLink')}
      description={t('admin.resetLinkText')}
    >
      <div className="flex flex-col gap-3">
        <input
          readOnly
          value={link ?? ''}
          aria-label={t('admin.resetLink')}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          className="self-end"
          onClick={() =>
            void navigator.clipboard?.writeText(link ?? '').then(() => showSuccessToast(t('admin.copied')))
          }
        >
          {t('admin.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
