import { useRef } from 'react';

/**
 * Radix puts focus back on a dialog's Dialog.Trigger when it closes; ours are opened from
 * ordinary buttons (a card's history button, a row's Reject or Delete), so without this focus
 * fell to the page body. Spread onto Dialog.Content / AlertDialog.Content: it remembers what had
 * focus when the dialog opened and returns there, if that control is still on the page.
 */
export function useReturnFocus(onOpen?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
