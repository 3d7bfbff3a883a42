import type { BoxService } from '../boxes/service.js';
import type { ServiceDeps } from '../deps.js';
import type { InsertEvent } from './create-event.js';

/** What each part of the event service needs: the services' deps, the boxes' service and the prepared tap. */
export interface EventContext extends ServiceDeps {
  boxService: BoxService;
  insertEvent: InsertEvent;
}
