import { useTranslation } from 'react-i18next';
import { ProTeaser } from '../../components/ProTeaser';

/** The goals screen on Free: what goals are, and the way to Pro. */
export function GoalsTeaser() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="goals-title" className="flex flex-col gap-4">
      <h1 id="goals-title" className="text-2xl font-bold">
        {t('goals.title')}
      </h1>
      <ProTeaser title={t('goals.proTitle')} text={t('goals.proText')} />
    </section>
  );
}
