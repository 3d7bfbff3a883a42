import { translatorFor } from '../../../src/server/i18n.js';

/**
 * A text of the Italian app, by its catalogue key: journeys find controls by what a person reads, and follow the
 * catalogue when a wording changes.
 */
export const label = translatorFor('it');
