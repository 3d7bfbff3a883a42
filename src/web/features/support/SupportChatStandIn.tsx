import { Spinner } from '../../components/ui/Spinner';
import { SupportChatLauncher } from './SupportChatLauncher';
import { SupportPanelFrame } from './SupportPanelFrame';
import { SupportPanelLoadFailed } from './SupportPanelLoadFailed';
import { SUPPORT_CHAT_STAND_IN_ID } from './support-chat-store';

function waitForScript() {}

/**
 * The support chat as the server draws it into the landing page, which runs no app: the round button, and the
 * panel's place while the chat's code loads or when it could not. All hidden: the page's script
 * (`landing/landing-islands.ts`) shows the button unless the visitor hid the chat, then each part in turn.
 */
export function SupportChatStandIn() {
  return (
    <div id={SUPPORT_CHAT_STAND_IN_ID} hidden>
      <div data-part="loading" hidden>
        <SupportPanelFrame>
          <Spinner />
        </SupportPanelFrame>
      </div>
      <div data-part="failed" hidden>
        <SupportPanelLoadFailed onRetry={waitForScript} />
      </div>
      <SupportChatLauncher ref={null} open={false} controls={undefined} onClick={waitForScript} />
    </div>
  );
}
