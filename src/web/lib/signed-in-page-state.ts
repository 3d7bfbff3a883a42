import { PAGE_STATE_ELEMENT_ID, type SignedInPageState } from '../../shared/signed-in-page';

/** The data a server-rendered signed-in page carries (see src/server/http/signed-in-page.ts), read once. */
export function readSignedInPageState(): SignedInPageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as SignedInPageState;
}
