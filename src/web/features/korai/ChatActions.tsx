import { Archive, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import type { useChat } from './useChat';

/** What can be done with the open chat: archive it once answered, or reset it before it is stored. */
export function ChatActions({ chat, onArchive }: { chat: ReturnType<typeof useChat>; onArchive: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ms-auto flex gap-2">
      {chat.canArchive && (
        <Button variant="secondary" onClick={onArchive}>
          <Archive className="size-4" aria-hidden />
          {t('korai.archive')}
        </Button>
      )}
      {chat.canReset && (
        <Button variant="secondary" onClick={chat.clear}>
          <RotateCcw className="size-4" aria-hidden />
          {t('korai.reset')}
        </Button>
      )}
    </div>
  );
}
