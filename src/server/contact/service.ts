import type { ContactInfo, ContactRequest } from '../../shared/schemas/contact.js';
import { contactMessages } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';

export function createContactService({ db, clock, mailer, config }: ServiceDeps) {
  return {
    /** The support address from the configuration, for visitors to write to directly. */
    info(): ContactInfo {
      return { email: config.supportEmail };
    },

    /** Kept for the admins and mailed to the support address, with the writer's address to reply to. */
    async send(request: ContactRequest, userId: string | undefined): Promise<void> {
      await db.insert(contactMessages).values({ ...request, userId, createdAt: clock.now() });
      await mailer.send({
        to: config.supportEmail,
        replyTo: request.email,
        subject: `[Korai] ${request.title}`,
        text: `${request.description}\n\n— ${request.email}${userId ? ` (account ${userId})` : ''}`,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
