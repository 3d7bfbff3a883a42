import { useLocation } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { SubscribeScreen } from './SubscribeScreen';
import { SubscriptionCancelScreen } from './SubscriptionCancelScreen';
import { SubscriptionLayout } from './SubscriptionLayout';
import { SubscriptionManagementScreen } from './SubscriptionManagementScreen';
import { SubscriptionSuccessScreen } from './SubscriptionSuccessScreen';

function Page({ path, user }: { path: string; user: User }) {
  switch (path) {
    case '/subscription-management':
      return <SubscriptionManagementScreen />;
    case '/subscription/success':
      return <SubscriptionSuccessScreen />;
    case '/subscription/cancel':
      return <SubscriptionCancelScreen />;
    default:
      return <SubscribeScreen user={user} />;
  }
}

/** The plan screens, loaded together the first time one of them is opened. */
export function SubscriptionPages({ user }: { user: User }) {
  const [location] = useLocation();
  return (
    <SubscriptionLayout user={user}>
      <Page path={location.replace(/\/$/, '')} user={user} />
    </SubscriptionLayout>
  );
}
