import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '../../../shared/plans';
import type { AdminUser } from '../../../shared/schemas/admin';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useAdminActions } from './useAdmin';

/** An action that asks first: what it is, and on whom. */
export type PendingAction =
  | { kind: 'plan'; user: AdminUser; plan: PlanId }
  | { kind: 'suspend' | 'reactivate' | 'grant' | 'revoke' | 'delete'; user: AdminUser };

/** What the confirmation of `pending` says, and on which button. */
function confirmTexts(t: TFunction, pending: PendingAction) {
  const { user } = pending;
  return {
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
}

/** The confirmation of a plan change, a suspension, admin rights or a deletion; then the action itself. */
export function PendingConfirm({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useAdminActions();
  if (!pending) return null;
  const { user } = pending;
  const done = (message: string) => () => {
    showSuccessToast(message);
    onClose();
  };
  const texts = confirmTexts(t, pending);

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
