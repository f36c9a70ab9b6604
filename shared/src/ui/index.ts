/**
 * `@casino/shared/ui`: the one face of the site: theme, primitives (page, card, buttons, focus ring,
 * visually hidden text), the login prompt, safe content HTML, status messages and the hooks for
 * devices, images and full screen, and `lazyPage` for route-level code splitting. Every app styles with styled-components and this theme.
 */
export { theme, type Theme } from './theme';
export { deviceClassOf, layoutDeviceTypeOf } from './layout-device';
export {
  Button,
  Card,
  ErrorBox,
  Muted,
  Notice,
  Page,
  PageFrame,
  PageHeader,
  PageTitle,
  SecondaryButton,
  TextLink,
  VisuallyHidden,
  focusRing,
  navItem,
} from './primitives';
export { LoginPrompt } from './login-prompt';
export { SafeHtml } from './safe-html';
export { lazyPage } from './lazy-page';
export { plainTextOf } from './plain-text';
export { DEVICE_MEDIA_QUERIES, layoutDeviceOf, useLayoutDevice, type LayoutDevice } from './use-layout-device';
export { dropResponsiveImages, useResponsiveImage } from './use-responsive-image';
export { ContentImage } from './content-image';
export { imageAddressOf, imageSourceSetOf } from './image-address';
export { LINK_SCHEMES, urlWithSchemeOf, WEB_SCHEMES } from './url-scheme';
export { BusyButton } from './busy-button';
export { useSearchAsYouType } from './use-search-as-you-type';
export { Dialog } from './dialog';
export { TextField, fieldControl } from './text-field';
export { SiteLink } from './site-link';
export { EmptyState, ErrorState, type ErrorStateProps } from './status-message';
export { type LayoutDeviceType } from '../constants/enums';
