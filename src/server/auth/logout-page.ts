import { isRightToLeft, type LanguageCode } from '../../shared/languages.js';
import { escapeHtml } from '../http/html.js';
import type { Translate } from '../i18n.js';

/** The page behind the spec's logout link: it asks, and only its button (a POST) signs out. No script needed. */
export function logoutPage(language: LanguageCode, t: Translate): string {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  const button =
    'min-height:44px;padding:0 20px;border-radius:12px;border:0;background:#317873;color:#fff;font:inherit;cursor:pointer';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('shell.confirmExit'))}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a">
<main style="text-align:center;padding:24px">
<h1 style="font-size:1.25rem">${escapeHtml(t('shell.confirmExit'))}</h1>
<form method="post" action="/api/dev-logout" style="display:flex;gap:12px;justify-content:center;margin-top:16px">
<a href="/app" style="display:inline-flex;align-items:center;min-height:44px;padding:0 20px;color:#317873">${escapeHtml(t('common.cancel'))}</a>
<button type="submit" style="${button}">${escapeHtml(t('shell.exit'))}</button>
</form>
</main>
</body>
</html>`;
}
