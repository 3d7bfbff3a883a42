import { boxesQuery } from './api/boxes-query';
import { queryClient } from './api/query-client';
import { userQuery } from './api/user-query';
import { isSignedInPath, viewForPath } from './features/shell/views';

/**
 * A signed-in screen opened directly (a reload, a bookmark, the installed app) needs the user, the shell's code,
 * the screen's code and its data. Started here together, while the catalogue loads, rather than one after another.
 */
export function preloadSignedInScreen(path: string): void {
  if (!isSignedInPath(path)) return;
  const onBoxes = viewForPath(path) === 'boxes';
  void import('./features/shell/AppShell');
  if (onBoxes) void import('./features/boxes/BoxesScreen');
  queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (user && onBoxes) void queryClient.prefetchQuery(boxesQuery);
    },
    () => {},
  );
}
