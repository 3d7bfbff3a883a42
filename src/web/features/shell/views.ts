/** What the shell shows for each path, and the path of each view. */
export const VIEWS = ['boxes', 'goals', 'reports', 'korai', 'search', 'settings', 'contact', 'help', 'trash'] as const;
export type View = (typeof VIEWS)[number];

/** The tabs under the header. */
export const TAB_VIEWS = ['boxes', 'goals', 'reports', 'korai'] as const satisfies readonly View[];
export type TabView = (typeof TAB_VIEWS)[number];

const PATHS: Record<View, string> = {
  boxes: '/app',
  goals: '/goals',
  reports: '/reports',
  korai: '/korai',
  search: '/search',
  settings: '/settings',
  contact: '/contact',
  help: '/help',
  trash: '/cestino',
};

/** Paths that open the signed-in shell; without a user they show the login screen. */
export const SHELL_PATHS = [
  '/app',
  '/app/:tab',
  '/boxes',
  '/settings',
  '/search',
  '/goals',
  '/reports',
  '/korai',
  '/ai',
] as const;

const shellRoots = new Set(SHELL_PATHS.map((path) => path.split('/')[1]));

/** Whether a path opens the shell (the trash too, which has its own route). */
export function isSignedInPath(path: string): boolean {
  const root = path.split('/')[1] ?? '';
  return shellRoots.has(root) || root === 'cestino';
}

const ALIASES: Record<string, View> = { cestino: 'trash', app: 'boxes', ai: 'korai' };

const viewNames: readonly string[] = VIEWS;
const tabNames: readonly string[] = TAB_VIEWS;

export function isView(value: unknown): value is View {
  return typeof value === 'string' && viewNames.includes(value);
}

function isTabView(view: View): view is TabView {
  return tabNames.includes(view);
}

/** `/app`, `/app/{tab}` and the top-level paths (`/ai` is K-ORAI too); anything unknown shows the boxes. */
export function viewForPath(path: string): View {
  const segments = path.split('/').filter(Boolean);
  const name = segments[0] === 'app' ? (segments[1] ?? 'boxes') : (segments[0] ?? 'boxes');
  const view = ALIASES[name] ?? name;
  return isView(view) ? view : 'boxes';
}

export function pathForView(view: View): string {
  return PATHS[view];
}

/** The tab that lights up for a view: search lives inside reports. */
export function tabForView(view: View): TabView | null {
  if (view === 'search') return 'reports';
  return isTabView(view) ? view : null;
}

/** The `changeTab` window event carries the tab as its detail, either a name or `{ tab }`. */
export function viewFromChangeTab(detail: unknown): View | null {
  const tab = typeof detail === 'object' && detail !== null && 'tab' in detail ? detail.tab : detail;
  const view = typeof tab === 'string' ? (ALIASES[tab] ?? tab) : tab;
  return isView(view) ? view : null;
}
