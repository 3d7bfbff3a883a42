/**
 * Closes an open `<details>` menu as a menu closes: on a press outside it, or on Escape (the focus then goes back
 * to its summary). Returns what stops listening.
 */
export function closeDisclosureOutside(details: HTMLDetailsElement): () => void {
  const close = (event: Event) => {
    if (!details.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      details.open = false;
      details.querySelector('summary')?.focus();
    } else if (!details.contains(event.target as Node)) details.open = false;
  };
  document.addEventListener('pointerdown', close);
  document.addEventListener('keydown', close);
  return () => {
    document.removeEventListener('pointerdown', close);
    document.removeEventListener('keydown', close);
  };
}
