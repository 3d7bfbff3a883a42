import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash';
import { PublicPage } from '../landing/PublicPage';

/** The day this text last changed; shown in the reader's own date format. */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 22));

type Section = { title: string; paragraphs?: string[]; items?: string[] };

/** What Korai stores, why, for how long, and how to take it away or delete it. */
export function PrivacyScreen() {
  const { t, i18n } = useTranslation();
  const sections: Section[] = [
    {
      title: t('privacy.storedTitle'),
      items: [
        t('privacy.storedAccount'),
        t('privacy.storedProfile'),
        t('privacy.storedData'),
        t('privacy.storedSessions'),
        t('privacy.storedMessages'),
      ],
    },
    { title: t('privacy.whyTitle'), paragraphs: [t('privacy.whyText'), t('privacy.notSold')] },
    { title: t('privacy.protectTitle'), paragraphs: [t('privacy.protectText')] },
    { title: t('privacy.cookiesTitle'), paragraphs: [t('privacy.cookiesText')] },
    {
      title: t('privacy.keepTitle'),
      items: [
        t('privacy.keepAccount'),
        t('privacy.keepTrash', { count: TRASH_RETENTION_DAYS }),
        t('privacy.keepSessions'),
        t('privacy.keepMessages'),
      ],
    },
    { title: t('privacy.rightsTitle'), paragraphs: [t('privacy.exportText'), t('privacy.deleteText')] },
  ];

  return (
    <PublicPage>
      <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 leading-relaxed">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-extrabold">{t('privacy.title')}</h1>
          <p className="text-lg text-slate-700">{t('privacy.intro')}</p>
          <p className="text-sm text-slate-600">
            {t('privacy.updated', {
              date: LAST_UPDATED.toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </p>
        </header>
        {sections.map((section) => (
          <section key={section.title} className="flex flex-col gap-2">
            <h2 className="text-xl font-bold">{section.title}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-1 ps-6 text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{t('privacy.questionsTitle')}</h2>
          <p className="text-slate-700">
            {t('privacy.questionsText')}{' '}
            <Link href="/contact" className="font-medium text-brand-700 underline">
              {t('privacy.writeToUs')}
            </Link>
          </p>
        </section>
      </article>
    </PublicPage>
  );
}
