import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schemas/user';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { LoadingScreen } from '../../components/ui/LoadingScreen';
import { useUser } from './useUser';

/**
 * Waits for the current user, then shows what a signed-in person or a visitor gets on this route. A user that
 * could not be loaded is a failure to retry, not a visitor.
 */
export function UserGate({ signedIn, signedOut }: { signedIn: (user: User) => ReactNode; signedOut: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  if (user.data !== undefined) return user.data ? signedIn(user.data) : signedOut;
  if (!user.isError || user.isFetching) return <LoadingScreen />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center p-4">
      <LoadFailed title={t('auth.userLoadFailed')} error={user.error} onRetry={() => void user.refetch()} />
    </main>
  );
}
