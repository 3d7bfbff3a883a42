import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS } from '../../../shared/plans';
import type { AdminUser } from '../../../shared/schemas/admin';
import { menuContentClass, menuItemClass } from '../../components/ui/menu-classes';
import { formatDay } from '../../lib/format';
import type { PendingAction } from './PendingConfirm';
import { UserBadges } from './UserBadges';

function Item({ children, onSelect, danger = false }: { children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <Menu.Item className={`${menuItemClass} ${danger ? 'text-red-700 dark:text-red-400' : ''}`} onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

/** A user of the list: email, username and joining day, badges, and the menu of what can be done to them. */
export function UserRow({
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
  onAsk: (pending: PendingAction) => void;
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
