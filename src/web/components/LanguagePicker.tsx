import { Languages } from 'lucide-react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/languages';
import { setLanguage } from '../i18n/setup';
import { closeDisclosureOutside } from './close-disclosure';

/**
 * Languages by their own names, as a disclosure of plain `?lang=xx` links: before the page's scripts have run (a
 * slow phone, or the landing page, which runs no app) the browser opens the list and follows the link, and the
 * server answers in that language; once the app runs, a choice switches in place. For a signed-in user the shell saves the choice to the account too.
 * `nameFromSm`: the current language's name shows from the small breakpoint up, the icon alone below it.
 */
export function LanguagePicker({ nameFromSm = false }: { nameFromSm?: boolean }) {
  const { t, i18n } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  useEffect(() => (menu.current ? closeDisclosureOutside(menu.current) : undefined), []);

  function choose(event: MouseEvent, code: LanguageCode) {
    event.preventDefault();
    if (menu.current) menu.current.open = false;
    void setLanguage(code, { chosen: true });
  }

  return (
    <details ref={menu} className="relative text-slate-700 dark:text-slate-200" data-testid="language-menu">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-lg px-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden className="size-5 shrink-0" />
        <span className="sr-only">{t('common.language')}</span>
        {/* On a phone's crowded header the icon alone says it (the name stays for screen readers). */}
        <span lang={current.code} className={`max-w-24 truncate ${nameFromSm ? 'sr-only sm:not-sr-only' : ''}`}>
          {current.nativeName}
        </span>
      </summary>
      <ul className="absolute end-0 z-50 mt-1 max-h-[70dvh] w-44 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={`?lang=${language.code}`}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current.code ? 'true' : undefined}
              onClick={(event) => choose(event, language.code)}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current]:text-brand-100"
            >
              {language.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
