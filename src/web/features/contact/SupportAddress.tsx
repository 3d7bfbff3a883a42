import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useContactInfo } from './useContactInfo';

/** The support address to write to directly, as a mail link; while it loads, and if it cannot, it says so. */
export function SupportAddress() {
  const { t } = useTranslation();
  const info = useContactInfo();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <AtSign className="size-4 shrink-0" aria-hidden />
      {info.data ? (
        <span>
          {t('help.writeTo')}{' '}
          <a
            href={`mailto:${info.data.email}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline dark:text-brand-100"
          >
            <bdi>{info.data.email}</bdi>
          </a>
        </span>
      ) : info.error ? (
        <>
          <span>{t('help.addressFailed')}</span>
          <button
            type="button"
            onClick={() => void info.refetch()}
            className="min-h-11 rounded-lg px-2 font-medium text-brand-700 underline dark:text-brand-100"
          >
            {t('common.retry')}
          </button>
        </>
      ) : (
        <span role="status">{t('common.loading')}</span>
      )}
    </span>
  );
}
