import type { ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { NotificationsBell } from './notifications-bell.tsx';
import { SignOutButton } from '#client/components/sign-out-button.tsx';
import type { NotificationsPanelState } from './use-notifications-panel.ts';

/** The header's account area for a signed-in person: the bell with its panel, and Sign out. */
export default function SignedInAccount({
  notifications,
  notificationCount,
  notificationsPanel,
}: {
  notifications: NotificationsPanelState;
  notificationCount: number;
  notificationsPanel: ReactNode;
}) {
  return (
    <>
      <Popover.Root open={notifications.open} onOpenChange={notifications.setOpen}>
        <NotificationsBell count={notificationCount} />
        {notifications.open && notificationsPanel}
      </Popover.Root>
      <SignOutButton />
    </>
  );
}
