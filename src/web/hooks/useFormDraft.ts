import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a person is writing in a form, kept in this tab's sessionStorage under `key` while the form is open (`key`
 * null: closed), so a reload or a dialog closed by Back or Close gives it back. Only their own edits are kept;
 * `clear` forgets it (after Save or Cancel).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null, blank: T) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once per opening; `blank` is a fresh object each render
  useEffect(() => {
    if (!key) return;
    const saved = readDraft(key);
    form.reset(saved ? ({ ...blank, ...saved } as T) : blank);
    const subscription = form.watch((values, { type }) => {
      if (type === 'change') writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [key, form]);
  return {
    clear() {
      if (key) removeDraft(key);
    },
  };
}

const OPEN_DIALOG = 'draft:open';

/** Which draft's dialog is open (`null`: none), so that a reload opens it again. */
export function rememberOpenDialog(key: string | null) {
  try {
    if (key) sessionStorage.setItem(OPEN_DIALOG, key);
    else sessionStorage.removeItem(OPEN_DIALOG);
  } catch {
    // Without storage a reload shows the screen without the dialog.
  }
}

export function openDialogBeforeReload(): string | null {
  try {
    return sessionStorage.getItem(OPEN_DIALOG);
  } catch {
    return null;
  }
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(`draft:${key}`) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    sessionStorage.setItem(`draft:${key}`, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a copy.
  }
}

function removeDraft(key: string) {
  try {
    sessionStorage.removeItem(`draft:${key}`);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
