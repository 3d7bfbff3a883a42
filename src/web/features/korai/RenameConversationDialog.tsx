import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Conversation, TITLE_MAX } from '../../../shared/schemas/ai';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { useConversationMutations } from './useConversations';

/** A new title for a conversation: Enter confirms; blank cannot be confirmed. */
export function RenameConversationDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { rename } = useConversationMutations();
  const [title, setTitle] = useState(conversation.title ?? '');
  const blank = title.trim().length === 0;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('korai.renameTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) return;
          rename.mutate(
            { id: conversation.id, title: title.trim() },
            {
              onSuccess: () => {
                showSuccessToast(t('korai.renamed'));
                onClose();
              },
            },
          );
        }}
      >
        <TextField
          label={t('korai.titleLabel')}
          value={title}
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          autoFocus
        />
        <FormActions onCancel={onClose} submitLabel={t('korai.renameConfirm')} submitting={rename.isPending || blank} />
      </form>
    </Dialog>
  );
}
