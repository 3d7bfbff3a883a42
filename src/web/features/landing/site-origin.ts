import { createContext, useContext } from 'react';

/**
 * The address Korai is served from, for links shared to other sites. The browser knows it; the server passes
 * its public address when it prerenders the landing page.
 */
export const SiteOrigin = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOrigin);
