import * as Menu from '@radix-ui/react-dropdown-menu';
import { BookOpen, Check, CreditCard, GraduationCap, LogOut, Settings, ShieldCheck, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { planBadgeOf } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { menuContentClass, menuItemClass } from '../../components/ui/menu-classes';
import { PLAN_BADGE_CLASS } from '../../components/ui/plan-badge-class';
import { guideAfterTutorial, openGuide, openTutorial, setGuideAfterTutorial } from '../tutorial/overlays';

function Item({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <Menu.Item className={menuItemClass} onSelect={onSelect}>
      {icon}
      {children}
    </Menu.Item>
  );
}

/** Settings, the plan with its badge, the guide, the trash and Exit. Admin mode joins it with the dashboard. */
export function UserMenu({ user, onExit }: { user: User; onExit: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [guideOn, setGuideOn] = useState(() => guideAfterTutorial(user.id));
  const badge = planBadgeOf(user.plan, user.effectivePlan);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('shell.userMenu')}
        className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-xl outline-none focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800"
      >
        <span aria-hidden>{user.avatar ?? '🙂'}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={`w-64 ${menuContentClass}`}>
          <Menu.Label className="px-3 py-2">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {user.isAdmin && (
            <Item icon={<ShieldCheck className="size-4" aria-hidden />} onSelect={() => navigate('/admin')}>
              {t('shell.adminMode')}
            </Item>
          )}
          <Item icon={<Settings className="size-4" aria-hidden />} onSelect={() => navigate('/settings')}>
            {t('shell.settings')}
          </Item>
          <Item
            icon={<CreditCard className="size-4" aria-hidden />}
            onSelect={() => navigate('/subscription-management')}
          >
            {t('shell.plan')}
            <span className={`ms-auto rounded-full px-2 py-0.5 text-xs font-semibold ${PLAN_BADGE_CLASS[badge]}`}>
              {t(`shell.badge.${badge}`)}
            </span>
          </Item>
          <Item icon={<GraduationCap className="size-4" aria-hidden />} onSelect={openTutorial}>
            {t('boxes.tutorial')}
          </Item>
          <Item icon={<BookOpen className="size-4" aria-hidden />} onSelect={openGuide}>
            {t('shell.guide')}
          </Item>
          <Menu.CheckboxItem
            className={menuItemClass}
            checked={guideOn}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => {
              setGuideAfterTutorial(user.id, checked);
              setGuideOn(checked);
            }}
          >
            <span className="flex size-4 items-center justify-center">
              <Menu.ItemIndicator>
                <Check className="size-4" aria-hidden />
              </Menu.ItemIndicator>
            </span>
            {t('shell.guideAfterTutorial')}
          </Menu.CheckboxItem>
          <Item icon={<Trash2 className="size-4" aria-hidden />} onSelect={() => navigate('/cestino')}>
            {t('shell.trash')}
          </Item>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Item icon={<LogOut className="size-4" aria-hidden />} onSelect={onExit}>
            {t('shell.exit')}
          </Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
