import { isLanguageCode } from '../../../shared/languages';
import { closeDisclosureOutside } from '../../components/close-disclosure';
import { rememberLanguage, takeAskedLanguage } from '../../i18n/remembered-language';
import {
  isSupportChatHidden,
  OPEN_SUPPORT_CHAT,
  SUPPORT_CHAT_STAND_IN_ID,
  setSupportChatHidden,
  subscribeSupportChatHidden,
} from '../support/support-chat-store';

/**
 * The landing page's script. The page is HTML the server drew in the visitor's language, and stays so: its links
 * load their pages, the language menu's links load it in another language. What moves is small and needs no app:
 * the language is kept for the app's pages, the menu closes as a menu does, and the chat's code (React with it)
 * loads when the visitor first opens the chat.
 */

const language = document.documentElement.lang;
const asked = takeAskedLanguage();
if (isLanguageCode(language)) rememberLanguage(language, { chosen: asked === language });

for (const menu of document.querySelectorAll('details')) closeDisclosureOutside(menu);

const standIn = document.getElementById(SUPPORT_CHAT_STAND_IN_ID);
if (standIn) standInForChat(standIn);

function standInForChat(standIn: HTMLElement) {
  const part = (name: string) => standIn.querySelector<HTMLElement>(`[data-part="${name}"]`);
  const show = () => {
    standIn.hidden = isSupportChatHidden();
  };
  show();
  const stopFollowing = subscribeSupportChatHidden(show);
  let loading = false;

  async function load() {
    part('failed')?.setAttribute('hidden', '');
    part('loading')?.removeAttribute('hidden');
    try {
      const { mountSupportChat } = await import('../support/mount-support-chat');
      await mountSupportChat();
      stopFollowing();
      window.removeEventListener(OPEN_SUPPORT_CHAT, open);
      standIn.remove();
    } catch {
      loading = false;
      part('loading')?.setAttribute('hidden', '');
      part('failed')?.removeAttribute('hidden');
    }
  }
  function open() {
    setSupportChatHidden(false);
    if (loading) return;
    loading = true;
    void load();
  }
  standIn.querySelector(':scope > button')?.addEventListener('click', open);
  part('failed')?.querySelector('button')?.addEventListener('click', open);
  window.addEventListener(OPEN_SUPPORT_CHAT, open);
}
