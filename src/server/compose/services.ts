import { createAccountService } from '../account/service.js';
import { createActivityRecorder } from '../admin/activity.js';
import { createAdminService } from '../admin/service.js';
import { createApiTokenService } from '../api-tokens/service.js';
import { createApiV1Service } from '../api-v1/service.js';
import { createAuthService } from '../auth/service.js';
import { createBackupService } from '../backup/service.js';
import { createBilling } from '../billing/create-billing.js';
import { createBoxService } from '../boxes/service.js';
import { createContactService } from '../contact/service.js';
import type { ServiceDeps } from '../deps.js';
import { createEventService } from '../events/service.js';
import { createGoalService } from '../goals/service.js';
import { createImportService } from '../import/service.js';
import { createAnswerEngine } from '../korai/engine/create.js';
import { createAiService } from '../korai/service.js';
import { createNotificationService } from '../notifications/service.js';
import { createPasskeyService } from '../passkeys/service.js';
import { createPlanLifecycle } from '../plans/lifecycle.js';
import { createPlanService } from '../plans/service.js';
import { createPushService } from '../push/service.js';
import { createReportsService } from '../reports/service.js';
import { createStatsService } from '../stats/service.js';
import { createSupportService } from '../support/service.js';
import { createTrashService } from '../trash/service.js';

/** Every feature's service, each given the ones it builds on. */
export async function createServices(deps: ServiceDeps, warn: (message: string, error: unknown) => void) {
  const auth = createAuthService(deps);
  const push = createPushService(deps);
  const boxes = createBoxService(deps);
  const events = createEventService(deps, boxes);
  const goals = createGoalService(deps, boxes);
  const billing = await createBilling(deps);
  return {
    auth,
    passkeys: createPasskeyService(deps, auth),
    push,
    account: createAccountService(deps),
    boxes,
    events,
    apiTokens: createApiTokenService(deps),
    apiV1: createApiV1Service(boxes, events),
    stats: createStatsService(deps, boxes),
    reports: createReportsService(deps, boxes),
    goals,
    notifications: createNotificationService(deps, push, goals),
    trash: createTrashService(deps),
    imports: createImportService(deps),
    backup: createBackupService(deps),
    contact: createContactService(deps),
    billing,
    plans: createPlanService(deps),
    planLifecycle: createPlanLifecycle(deps, billing.service),
    ai: createAiService(deps),
    answerEngine: createAnswerEngine(deps),
    admin: createAdminService(deps, auth),
    activity: createActivityRecorder(deps.db, deps.clock),
    support: createSupportService(deps, warn),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
