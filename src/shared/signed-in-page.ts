import type { LanguageCode } from './languages.js';
import type { Box } from './schemas/boxes.js';
import type { Goal } from './schemas/goals.js';
import type { Stats } from './schemas/stats.js';
import type { User } from './schemas/user.js';

/** The element of a server-rendered signed-in page that carries its data, as JSON, for the app to hydrate with. */
export const PAGE_STATE_ELEMENT_ID = 'korai-page-state';

/**
 * What the server read to render a signed-in page, handed to the app so that it takes the HTML over without
 * asking for any of it again: the language and its catalogue, the user and their boxes, and the screen's own list.
 */
export interface SignedInPageState {
  language: LanguageCode;
  catalogue: Record<string, unknown>;
  user: User;
  boxes: Box[];
  /** The goals screen's list, on that screen (Pro and the trial), as `GET /api/goals` answers it. */
  goals?: Goal[];
  /** The reports screen's figures for the days it opens on, with those days as the query that asks for them. */
  stats?: { query: string; figures: Stats };
}
