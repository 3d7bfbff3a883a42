import { Clock, LifeBuoy, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isRightToLeft, type LanguageCode } from '../../../shared/languages';
import type { User } from '../../../shared/schemas/user';
import { BackLink } from '../../components/ui/BackLink';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { secondaryLinkButton } from '../../components/ui/link-styles';
import { QueryState } from '../../components/ui/QueryState';
import { useHelpLanguage } from '../../hooks/useHelpLanguage';
import { SupportAddress } from '../contact/SupportAddress';
import { openSupportChat } from '../support/support-chat-store';
import { type HelpSection, helpSections } from './help-sections';
import { useHelpText } from './useHelpText';

/**
 * The support knowledge as a page: the visitor's language's text (else the English one), its headings as a table
 * of contents, and the ways to ask when the answer is not there. Visitors read it on a public page, signed-in
 * users inside the app.
 */
export function HelpScreen({ user }: { user?: User }) {
  const { t } = useTranslation();
  const help = useHelpText(useHelpLanguage());

  return (
    <article aria-labelledby="help-title" className="mx-auto flex max-w-3xl flex-col gap-6 leading-relaxed">
      <BackLink href={user ? '/settings' : '/'} className="self-start">
        {t(user ? 'contact.back' : 'contact.backHome')}
      </BackLink>
      <header className="flex flex-col gap-2">
        <h1 id="help-title" className="text-3xl font-extrabold">
          {t('help.title')}
        </h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('help.intro')}</p>
      </header>
      <QueryState
        query={help}
        failedTitle={t('help.failed')}
        isEmpty={(knowledge) => helpSections(knowledge.content).length === 0}
        empty={<EmptyState icon="📖" title={t('help.empty')} text={t('help.emptyText')} />}
      >
        {(knowledge) => <HelpText sections={helpSections(knowledge.content)} language={knowledge.language} />}
      </QueryState>
      <AskSupport />
    </article>
  );
}

/** The text in its own language, which may not be the interface's: screen readers then read it as written. */
function HelpText({ sections, language }: { sections: HelpSection[]; language: LanguageCode }) {
  const { t } = useTranslation();
  const headed = sections.filter((section) => section.heading);
  const written = { lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' } as const;
  return (
    <>
      {headed.length > 1 && (
        <nav
          aria-labelledby="help-contents"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="help-contents" className="mb-1 text-lg font-bold">
            {t('help.contents')}
          </h2>
          <ol {...written} className="grid gap-x-6 sm:grid-cols-2">
            {headed.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center text-brand-700 hover:underline dark:text-brand-100"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section
          key={section.id}
          {...written}
          aria-labelledby={section.heading ? section.id : undefined}
          className="flex flex-col gap-2"
        >
          {section.heading && (
            <h2 id={section.id} className="scroll-mt-20 text-xl font-bold">
              {section.heading}
            </h2>
          )}
          {section.paragraphs.map((paragraph, index) => (
            // Paragraphs can repeat word for word; their place in the section tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the text is read once and never reordered
            <p key={index} className="text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/** Not answered here: the contact form, the support chat and the address, with the reply time. */
function AskSupport() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="help-ask"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="help-ask" className="text-xl font-bold">
        {t('help.askTitle')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('help.askText')}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/contact" className={`inline-flex gap-2 ${secondaryLinkButton}`}>
          <LifeBuoy className="size-4" aria-hidden />
          {t('help.contactForm')}
        </Link>
        <Button variant="secondary" onClick={openSupportChat}>
          <MessageCircle className="size-4" aria-hidden />
          {t('help.openChat')}
        </Button>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
        <li>
          <SupportAddress />
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden />
          {t('contact.replyTime')}
        </li>
      </ul>
    </section>
  );
}
