export { NotificationBell, badgeText, type NotificationBellProps } from './NotificationBell';
export {
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
} from './NotificationList';
