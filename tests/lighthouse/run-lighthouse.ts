import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  scores: Partial<Record<Category, number>>;
  /** Bytes the page transferred while loading, as Lighthouse counts them (total-byte-weight). */
  transferredBytes: number;
  /** Largest contentful paint in milliseconds, as Lighthouse's simulated mobile network and CPU make it. */
  largestContentfulPaintMs: number;
  /** Total blocking time in milliseconds: the main thread's long tasks between first paint and quiet. */
  totalBlockingTimeMs: number;
  /** The JavaScript files the page loaded, with the bytes each took on the wire (compressed). */
  scripts: { url: string; transferredBytes: number }[];
  /** The audits that cost points, as `category: audit id – title`, so a failing score says why. */
  shortfalls: string[];
  /** The address shown once the page had loaded: a redirect (to sign in, say) shows here. */
  finalUrl: string;
  /** The links on the page as it was scored, which tell one screen from another. */
  links: { href: string; text: string; current: boolean }[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The scripts among the requests Lighthouse saw while the page loaded. */
function scriptsOf(details: unknown): LighthouseResult['scripts'] {
  const items = ((details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  return items.map((request) => ({ url: request.url, transferredBytes: request.transferSize ?? 0 }));
}

/**
 * Lighthouse with its default mobile settings (emulated phone, simulated slow 4G and CPU) on one page, in
 * Debian's Chromium (or CHROME_PATH), headless.
 */
export async function runLighthouse(
  url: string,
  options: { categories?: readonly Category[]; headers?: Record<string, string> } = {},
): Promise<LighthouseResult> {
  const categories = options.categories ?? CATEGORIES;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const scores: LighthouseResult['scores'] = {};
    const shortfalls: string[] = [];
    for (const category of categories) {
      const found = lhr.categories[category];
      scores[category] = Math.round((found?.score ?? 0) * 100);
      for (const ref of found?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          shortfalls.push(
            `${category}: ${ref.id} – ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
    }
    return {
      scores,
      transferredBytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
      largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
      totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
      scripts: scriptsOf(lhr.audits['network-requests']?.details),
      shortfalls,
      finalUrl: lhr.finalDisplayedUrl,
      links: result.artifacts.AnchorElements.map((anchor) => ({
        href: anchor.rawHref,
        text: anchor.text.trim(),
        current: anchor.node.snippet.includes('aria-current="page"'),
      })),
    };
  } finally {
    chrome.kill();
  }
}
