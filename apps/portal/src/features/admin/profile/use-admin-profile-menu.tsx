import type { DashboardProfileMenuItem } from '@bayti/ui';
import { useState } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import layout from '../../shared/page/Page.module.css';
import { ChangePinDialog } from './ChangePinDialog';

/**
 * The admin header's profile menu: Admin Profile (the account's settings), Change PIN (a
 * dialog) and, added by the frame, Logout. Answers the frame's props.
 */
export function useAdminProfileMenu() {
  const messages = useMessages();
  const p = messages.adminOffice.profile;
  const [dialog, setDialog] = useState<'pin' | null>(null);
  const [changed, setChanged] = useState(false);
  const profileMenuItems: DashboardProfileMenuItem[] = [
    { id: 'home', label: messages.dashboard.home, href: '/' },
    { id: 'admin-profile', label: p.adminProfile, href: '/settings' },
    { id: 'change-pin', label: p.changePin },
  ];
  return {
    profileMenuItems,
    onProfileAction: (id: string) => {
      if (id === 'change-pin') {
        setChanged(false);
        setDialog('pin');
      }
    },
    /** Above the section: the confirmation of a changed PIN (empty, and hidden, until then). */
    toolbar: (
      <p role="status" className={layout.notice}>
        {changed ? p.pinSaved : ''}
      </p>
    ),
    overlay: dialog === 'pin' && (
      <ChangePinDialog
        onClose={() => setDialog(null)}
        onChanged={() => {
          setDialog(null);
          setChanged(true);
        }}
      />
    ),
  };
}
