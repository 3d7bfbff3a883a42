import type { LanguageCode } from './languages.js';
import type { Box } from './schemas/boxes.js';
import type { User } from './schemas/user.js';

/** The element of a server-rendered signed-in page that carries its data, as JSON, for the app to hydrate with. */
export const PAGE_STATE_ELEMENT_ID = 'korai-page-state';

/**
 * What the server read to render a signed-in page, handed to the app so that it takes the HTML over without
 * asking for any of it again: the language and its catalogue, the user and their boxes.
 */
export interface SignedInPageState {
  language: LanguageCode;
  catalogue: Record<string, unknown>;
  user: User;
  boxes: Box[];
}
