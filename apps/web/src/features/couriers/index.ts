export { TrackCourierButton } from './TrackCourierButton.tsx';
export { DeliveryStepBadge } from './DeliveryStepBadge.tsx';
export { useCourierNotice } from './use-courier-notice.ts';
