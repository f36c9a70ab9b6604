import { PlatformProvider, createQueryClient } from '@casino/shared/parcel';
import { theme } from '@casino/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '@casino/shared-modules/react-router';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { WhenTextsLoaded } from '../features/i18n/when-texts-loaded';
import { GenericErrorScreen } from '../features/errors/error-screens';
import { createParcelKeeper, ParcelKeeperProvider } from '../features/remote-loading/parcel-keeper';
import { ReleaseProvider } from '../features/remote-loading/release-context';
import { PreviewBadge } from '../features/remote-loading/components/preview-badge';
import type { HostPlatform } from './create-host-platform';
import { HostServicesProvider } from '../lib/host-services';
import { createRoutes, HostRoutes } from './routes';
import { useSessionQueries } from '../features/session/use-session-queries';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    -webkit-font-smoothing: antialiased;
  }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The host application: providers, the router over the route table, and the last-resort error screen. */
export function App({ platform }: { platform: HostPlatform }) {
  const [queryClient] = useState(createQueryClient);
  useSessionQueries(queryClient, platform.services.bus);
  const [routes] = useState(createRoutes);
  // The pages a player left stay mounted, hidden, so going back to one is instant (issue 19).
  const [keeper] = useState(() => createParcelKeeper());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {/* Above the last-resort boundary, so its screen speaks the page's language. */}
      <I18nextProvider i18n={platform.props.i18n}>
        <ErrorBoundary fallback={() => <GenericErrorScreen />}>
          <PlatformProvider value={platform.props}>
            <HostServicesProvider services={platform.services}>
              <ReleaseProvider release={platform.release}>
                <WhenTextsLoaded>
                  <QueryClientProvider client={queryClient}>
                    <ParcelKeeperProvider keeper={keeper} bus={platform.services.bus}>
                      <PreviewBadge />
                      {/* Navigations render at once, not as transitions (react-router's default): a transition
                          renders the next page in time slices, and going back to a kept page (the casino and live
                          lobbies) waited for them, 200+ ms on a slow phone (issue 19, bench lobby switch). */}
                      <BrowserRouter useTransitions={false}>
                        <HostRoutes routes={routes} />
                      </BrowserRouter>
                    </ParcelKeeperProvider>
                  </QueryClientProvider>
                </WhenTextsLoaded>
              </ReleaseProvider>
            </HostServicesProvider>
          </PlatformProvider>
        </ErrorBoundary>
      </I18nextProvider>
    </ThemeProvider>
  );
}
