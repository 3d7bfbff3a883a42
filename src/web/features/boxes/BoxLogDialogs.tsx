import { BoxNotificationDialog } from '../notifications/BoxNotificationDialog';
import { CounterLaterDialog } from './CounterLaterDialog';
import { EventDialog } from './EventDialog';
import type { useBoxDialogs } from './useBoxDialogs';

/** The dialogs a box opens from its card: a new event, a +1 for another moment, its smart notifications. */
export function BoxLogDialogs({ userId, dialogs }: { userId: string; dialogs: ReturnType<typeof useBoxDialogs> }) {
  return (
    <>
      <EventDialog userId={userId} box={dialogs.logging} onClose={() => dialogs.setLogging(null)} />
      <CounterLaterDialog userId={userId} box={dialogs.later} onClose={() => dialogs.setLater(null)} />
      <BoxNotificationDialog box={dialogs.belling} onClose={() => dialogs.setBelling(null)} />
    </>
  );
}
