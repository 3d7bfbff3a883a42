import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testCheckoutFormSchema,
  testCheckoutParamsSchema,
  testCheckoutQuerySchema,
} from '../../shared/schemas/billing.js';
import { AppError } from '../errors.js';
import { requestLanguage, translatorFor } from '../i18n.js';
import type { TestCheckout } from './test-checkout.js';
import { testCheckoutPage } from './test-checkout-page.js';

/**
 * The test provider's checkout page and its form. Public as Stripe's hosted page is: the session id in the
 * address is the key. The form posts urlencoded, a type only this plugin reads. A payment is answered with a
 * redirect to the success page, so a reload never pays twice; a refused card with the form again, filled in as it
 * was sent, and the error, so nothing has to be typed again.
 */
export function testCheckoutRoutes(checkout: TestCheckout | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const config = { access: 'public' as const };
    const tags = ['billing'];
    const available = () => {
      if (!checkout) throw new AppError('billing_not_configured');
      return checkout;
    };

    app.get(
      '/api/stripe/test-checkout/:sessionId',
      { config, schema: { tags, params: testCheckoutParamsSchema, querystring: testCheckoutQuerySchema } },
      async (request, reply) => {
        const view = await available().page(request.params.sessionId);
        const language = requestLanguage(request.headers['accept-language'], view.language);
        const html = testCheckoutPage(
          { ...view, sessionId: request.params.sessionId, error: request.query.error },
          language,
          translatorFor(language),
        );
        return reply.type('text/html; charset=utf-8').header('Content-Language', language).send(html);
      },
    );

    app.post(
      '/api/stripe/test-checkout/:sessionId',
      { config, schema: { tags, params: testCheckoutParamsSchema, body: testCheckoutFormSchema } },
      async (request, reply) => {
        const outcome = await available().pay(request.params.sessionId, request.body);
        if ('next' in outcome) return reply.redirect(outcome.next, 303);
        const view = await available().page(request.params.sessionId);
        const language = requestLanguage(request.headers['accept-language'], view.language);
        const html = testCheckoutPage(
          { ...view, sessionId: request.params.sessionId, error: outcome.error, form: request.body },
          language,
          translatorFor(language),
        );
        return reply.code(422).type('text/html; charset=utf-8').header('Content-Language', language).send(html);
      },
    );
  };
}
