import { useBusState } from '@casino/shared/parcel';
import { isSupportWidgetVisible } from '../guards';
import { useEffect } from 'react';
import { useLocation } from '@casino/shared-modules/react-router';
import { useHostServices } from '../../lib/host-services';
import { useShellState } from '../../lib/shell-store';
import { SUPPORT_STORAGE } from './support-widget';

/**
 * spec 000 §2 guard 10: the support widget shows on the home page when there are unread messages
 * and is hidden elsewhere unless opened; the home-page flag is kept in session storage.
 */
export function SupportVisibility() {
  const { support, shell } = useHostServices();
  const { supportUnread } = useShellState(shell);
  const { segment } = useBusState('locale');
  const { pathname } = useLocation();
  const path = pathname.slice(segment.length + 1) || '/';
  useEffect(() => {
    sessionStorage.setItem(SUPPORT_STORAGE.homePage, String(path === '/'));
    support.setVisible(isSupportWidgetVisible(path, supportUnread || support.unreadCount(), support.isOpened()));
  }, [path, support, supportUnread]);
  return null;
}
