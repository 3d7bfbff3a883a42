import { isIP } from 'node:net';

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  id: string;
  /** True when Korai's public address is an IP address or unset: passkeys then work on http(s)://localhost only. */
  localhostOnly: boolean;
  /** Whether a browser origin (from the signed client data) belongs to this relying party. */
  accepts(origin: string): boolean;
}

/**
 * The relying party from PUBLIC_URL. WebAuthn does not accept an IP address as a relying-party id, so an install
 * reached by IP offers passkeys on localhost only (browsers treat http://localhost as a secure context).
 */
export function relyingPartyFor(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || host === 'localhost') {
    return {
      id: 'localhost',
      localhostOnly: true,
      accepts(origin) {
        try {
          const parsed = new URL(origin);
          return parsed.hostname === 'localhost' && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
        } catch {
          return false;
        }
      },
    };
  }
  return { id: host, localhostOnly: false, accepts: (origin) => origin === url.origin };
}
