import { isRightToLeft, type LanguageCode } from '../../shared/languages.js';
import type { BillingInterval } from '../../shared/plans.js';
import type { TestCheckoutError } from '../../shared/schemas/billing.js';
import { escapeHtml } from '../http/html.js';
import type { Translate } from '../i18n.js';

export interface TestCheckoutView {
  sessionId: string;
  interval: BillingInterval;
  price: string;
  paid: boolean;
  successPath: string;
  /** While the trial runs, the day of the first charge; null when it is today. */
  firstChargeOn: string | null;
  error?: TestCheckoutError;
  /** What was typed, given back with its error. */
  form?: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>>;
}

const FIELD =
  'display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:4px;padding:8px 12px;border:1px solid #64748b;border-radius:10px;font:inherit;background:#fff;color:#0f172a';
const LABEL = 'display:block;margin-top:14px;font-weight:600';
const BUTTON =
  'display:block;width:100%;min-height:48px;margin-top:20px;border:0;border-radius:12px;background:#1f5f5b;color:#fff;font:inherit;font-weight:700;cursor:pointer';
const LINK = 'display:inline-flex;align-items:center;min-height:44px;color:#1f5f5b;font-weight:600';

function field(name: string, label: string, attributes: string, value = ''): string {
  return `<label for="${name}" style="${LABEL}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" style="${FIELD}">`;
}

/**
 * The built-in test provider's checkout page, marked TEST MODE. Plain HTML and a form posted to Korai itself: no
 * script, so it works under the app's Content-Security-Policy (`script-src 'self'`, `form-action 'self'`).
 */
export function testCheckoutPage(view: TestCheckoutView, language: LanguageCode, t: Translate): string {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  const form = view.form ?? {};
  const plan = t(view.interval === 'year' ? 'testCheckout.planAnnual' : 'testCheckout.planMonthly');
  const per = t(view.interval === 'year' ? 'testCheckout.perYear' : 'testCheckout.perMonth');
  const error = view.error
    ? `<div role="alert" style="margin-top:16px;padding:12px 14px;border-radius:12px;background:#fee2e2;color:#7f1d1d">
<strong>${escapeHtml(t('billing.checkoutErrorTitle'))}</strong>
<p style="margin:4px 0 0">${escapeHtml(view.error === 'card_declined' ? t('billing.checkoutError') : '')} ${escapeHtml(t(`testCheckout.errors.${view.error}`))}</p>
</div>`
    : '';
  const body = view.paid
    ? `<p>${escapeHtml(t('testCheckout.alreadyPaid'))}</p>
<a href="${escapeHtml(view.successPath)}" style="${LINK}">${escapeHtml(t('testCheckout.continue'))}</a>`
    : `${error}
<form method="post" action="/api/stripe/test-checkout/${escapeHtml(view.sessionId)}" style="margin-top:8px">
${field('cardNumber', t('testCheckout.cardNumber'), 'inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"', form.cardNumber)}
<div style="display:flex;gap:12px">
<div style="flex:1">${field('expiry', t('testCheckout.expiry'), 'autocomplete="cc-exp" required maxlength="7" placeholder="12/34"', form.expiry)}</div>
<div style="flex:1">${field('cvc', t('testCheckout.cvc'), 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"', form.cvc)}</div>
</div>
${field('name', t('testCheckout.name'), 'autocomplete="cc-name" maxlength="120"', form.name)}
<button type="submit" style="${BUTTON}">${escapeHtml(view.firstChargeOn ? t('testCheckout.subscribe') : t('testCheckout.pay', { price: view.price }))}</button>
</form>
<p style="margin-top:12px"><a href="/subscription/cancel" style="${LINK}">${escapeHtml(t('testCheckout.back'))}</a></p>
<section aria-labelledby="test-cards" style="margin-top:20px;padding:14px;border-radius:12px;background:#f1f5f9">
<h2 id="test-cards" style="margin:0;font-size:1rem">${escapeHtml(t('testCheckout.cardsTitle'))}</h2>
<ul style="margin:8px 0 0;padding-inline-start:20px">
<li><span dir="ltr">4242 4242 4242 4242</span>: ${escapeHtml(t('testCheckout.cardSuccess'))}</li>
<li><span dir="ltr">4000 0000 0000 0002</span>: ${escapeHtml(t('testCheckout.cardDeclined'))}</li>
</ul>
<p style="margin:8px 0 0">${escapeHtml(t('testCheckout.cardsNote'))}</p>
</section>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('testCheckout.title'))} · Korai</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.5">
<p style="margin:0;padding:10px 16px;background:#92400e;color:#fff;text-align:center;font-weight:700;letter-spacing:.04em">${escapeHtml(t('testCheckout.testMode'))}</p>
<main style="max-width:28rem;margin:0 auto;padding:24px 16px 48px">
<p style="margin:0;font-weight:700;color:#1f5f5b">Korai</p>
<h1 style="margin:4px 0 0;font-size:1.5rem">${escapeHtml(t('testCheckout.heading'))}</h1>
<p style="margin:8px 0 0">${escapeHtml(plan)}: <strong>${escapeHtml(view.price)}</strong> ${escapeHtml(per)}</p>
${view.firstChargeOn && !view.paid ? `<p style="margin:8px 0 0;padding:10px 12px;border-radius:10px;background:#e0f2f1">${escapeHtml(t('subscribe.trialKept', { date: view.firstChargeOn }))}</p>` : ''}
${body}
</main>
</body>
</html>`;
}
