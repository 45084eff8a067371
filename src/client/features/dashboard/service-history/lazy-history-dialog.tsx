import { lazy, Suspense } from 'react';
import type { ServiceHistoryDialogProps } from './service-history-dialog.tsx';
import { withLaterMessages } from '#client/i18n/i18n.ts';

/** The dialog, its bar and its chart are fetched on first use, not with the dashboard. */
export const loadHistoryDialog = withLaterMessages(() => import('./service-history-dialog.tsx'));

const Dialog = lazy(loadHistoryDialog);

export function LazyServiceHistoryDialog(props: ServiceHistoryDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
