import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from './site-origin';

/** Where Korai can be shared: each network's own share address, filled with the landing page and a line of text. */
const NETWORKS = [
  { name: 'WhatsApp', address: (url: string, text: string) => `https://wa.me/?text=${encode(`${text} ${url}`)}` },
  {
    name: 'Telegram',
    address: (url: string, text: string) => `https://t.me/share/url?url=${encode(url)}&text=${encode(text)}`,
  },
  {
    name: 'X',
    address: (url: string, text: string) => `https://x.com/intent/post?url=${encode(url)}&text=${encode(text)}`,
  },
  { name: 'Facebook', address: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}` },
  { name: 'LinkedIn', address: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}` },
] as const;

const encode = encodeURIComponent;

export function ShareLinks() {
  const { t } = useTranslation();
  const url = `${useSiteOrigin()}/`;
  const text = t('landing.shareText');
  return (
    <div className="flex flex-col gap-2">
      <h2 className="flex items-center gap-2 font-semibold text-slate-700">
        <Share2 className="size-4" aria-hidden />
        {t('landing.footerShare')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.address(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('landing.shareOn', { network: network.name })}
              className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline"
            >
              {network.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
