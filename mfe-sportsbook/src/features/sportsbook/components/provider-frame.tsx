import type { SportsFrameContext, SportsProviderSession } from '@casino/shared/wire';
import { useEffect, useRef, useState } from 'react';
import { SportsFrame } from '../../../components/sports-frame';
import { useFrameHeight } from '../hooks/use-frame-height';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { frameSrcOf } from '../lib/deep-link';

export interface ProviderFrameProps {
  context: SportsFrameContext;
  /** Where the site's address says the frame should be: the deep link, canonical slugs. */
  deepLink: string;
  /** The player's provider session; null for a visitor. */
  session: SportsProviderSession | null;
  title: string;
  /** The frame followed a link inside it: `path` is its route (canonical slugs); the site moves its address. */
  onRoute: (path: string) => void;
  /** Place bet (or the bet history) without a session. */
  onLogin: () => void;
  /** A bet was placed: the wallet has moved. */
  onBetPlaced: () => void;
  /** The provider refused the session it was given. */
  onSessionExpired: () => void;
}

/**
 * The sports provider's frame, kept in step with the site's address (issue 18 point 6): the first deep link
 * is in the frame's address; after that the frame never gets a new address (a new `src` would add an entry
 * to the browser's history): when the address moves (Back, Forward, a link of the site) the frame is told
 * `navigate`, and when a link inside the frame is followed it says `route` and the site moves its address
 * (a history entry), which then tells the frame. The frame gets the player's session after every load and
 * whenever it changes; its height follows its content (debounced 350 ms).
 */
export function ProviderFrame({ context, deepLink, session, title, onRoute, onLogin, onBetPlaced, onSessionExpired }: ProviderFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() => frameSrcOf(context.frameUrl, deepLink));
  // The route the frame last said it loaded; null until it is ready.
  const [framePath, setFramePath] = useState<string | null>(null);
  const [height, reportHeight] = useFrameHeight();
  const sessionMessage = session ? { sessionId: session.sessionId, currency: session.currency } : null;
  const latestSession = useRef(sessionMessage);
  latestSession.current = sessionMessage;

  const post = useFrameMessages(frameRef, context.frameOrigin, {
    ready: ({ path }) => {
      setFramePath(path);
      post({ type: 'session', session: latestSession.current });
    },
    route: ({ path }) => onRoute(path),
    resize: ({ height: contentHeight }) => reportHeight(contentHeight),
    login: () => onLogin(),
    betPlaced: () => onBetPlaced(),
    sessionExpired: () => onSessionExpired(),
  });

  useEffect(() => {
    if (framePath !== null && framePath !== deepLink) post({ type: 'navigate', path: deepLink });
  }, [deepLink, framePath, post]);

  const ready = framePath !== null;
  const sessionId = sessionMessage?.sessionId ?? null;
  useEffect(() => {
    if (ready) post({ type: 'session', session: latestSession.current });
  }, [ready, sessionId, post]);

  return <SportsFrame src={src} title={title} frameRef={frameRef} contentHeight={height} />;
}
