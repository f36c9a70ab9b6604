/**
 * `@casino/shared/ui`: the one face of the site: theme, primitives, status messages and the hooks
 * for devices, images and full screen.
 */
export { theme, type Theme } from './theme';
export { deviceClassOf, layoutDeviceTypeOf } from './layout-device';
export { Button, PageFrame, PageHeader, PageTitle, TextLink, VisuallyHidden, focusRing } from './primitives';
export { DEVICE_MEDIA_QUERIES, layoutDeviceOf, useLayoutDevice, type LayoutDevice } from './use-layout-device';
export { useResponsiveImage } from './use-responsive-image';
export { sanitizeHtml } from './sanitize-html';
export { Dialog } from './dialog';
export { EmptyState, ErrorState, type ErrorStateProps } from './status-message';
export { type LayoutDeviceType } from '../constants/enums';
