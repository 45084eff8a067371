import { useCallback, useState } from 'react';

/** Open state of the notifications panel; the bell toggles it and the panel closes itself. */
export function useNotificationsPanel() {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, toggle, close };
}

export type NotificationsPanelState = ReturnType<typeof useNotificationsPanel>;
