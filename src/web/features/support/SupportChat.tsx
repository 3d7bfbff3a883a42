import { Component, type ReactNode, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { lazyScreen } from '../../lib/lazy-screen';
import { SupportChatLauncher } from './SupportChatLauncher';
import { SupportPanelFrame } from './SupportPanelFrame';
import { SupportPanelLoadFailed } from './SupportPanelLoadFailed';
import {
  isInAppShell,
  isSupportChatHidden,
  OPEN_SUPPORT_CHAT,
  setSupportChatHidden,
  subscribeInAppShell,
  subscribeSupportChatHidden,
} from './support-chat-store';

const PANEL_ID = 'support-chat-panel';

/** Shows the fallback when the panel's code cannot be loaded (offline), until the visitor retries. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The support chatbot on every page: a round button at the bottom corner that opens the chat panel. Only the
 * button ships with the page; the panel's code loads the first time it opens. Hidden (a per-device choice) until
 * an `openSupportChat` window event brings it back. `startOpen`: the visitor has already asked for it (the landing
 * page's own button, which stands in for this one until the chat's code has loaded).
 */
export function SupportChat({ startOpen = false }: { startOpen?: boolean }) {
  // The prerendered landing page has no button (the server cannot know the choice); it appears once hydrated.
  const hidden = useSyncExternalStore(subscribeSupportChatHidden, isSupportChatHidden, () => true);
  const [open, setOpen] = useState(startOpen);
  const [everOpened, setEverOpened] = useState(startOpen);
  const [attempt, setAttempt] = useState(0);
  // Inside the signed-in app the round button shows only while the chat is open (Settings opens it).
  const inAppShell = useSyncExternalStore(subscribeInAppShell, isInAppShell, () => false);
  const launcher = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  // A new lazy component per attempt, so a retry after a failed load fetches the code again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to make a new one
  const Panel = useMemo(() => lazyScreen(() => import('./SupportChatPanel'), 'SupportChatPanel'), [attempt]);

  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement;
      setSupportChatHidden(false);
      setEverOpened(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_SUPPORT_CHAT, onOpen);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT, onOpen);
  }, []);

  if (hidden) return null;

  const close = () => {
    setOpen(false);
    // The focus goes back to the round button, or inside the app to what opened the chat.
    const back = inAppShell ? opener.current : launcher.current;
    if (back instanceof HTMLElement) back.focus();
  };
  const hide = () => {
    setOpen(false);
    setSupportChatHidden(true);
  };
  return (
    <>
      {everOpened && (
        <div hidden={!open}>
          <LoadBoundary
            key={attempt}
            fallback={<SupportPanelLoadFailed onRetry={() => setAttempt((value) => value + 1)} />}
          >
            <Suspense
              fallback={
                <SupportPanelFrame>
                  <Spinner />
                </SupportPanelFrame>
              }
            >
              <Panel id={PANEL_ID} open={open} onClose={close} onHide={hide} />
            </Suspense>
          </LoadBoundary>
        </div>
      )}
      {(open || !inAppShell) && (
        <SupportChatLauncher
          ref={launcher}
          open={open}
          controls={everOpened ? PANEL_ID : undefined}
          onClick={() => {
            setEverOpened(true);
            setOpen((value) => !value);
          }}
        />
      )}
    </>
  );
}
