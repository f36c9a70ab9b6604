import { randomUUID } from 'node:crypto';

import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';

/** What a launch credential is called in the launcher's query and the spin body. */
export type CredentialKind = 'token' | 'ticket' | 'sessionId';

/** A real-money launch credential: who it belongs to and what it opens. */
export interface LaunchCredential {
  value: string;
  kind: CredentialKind;
  /** The provider family that issued it (`pragmatic`, `relax`, `yggdrasil`, `evolution`…). */
  provider: string;
  gameId: string;
  email: string;
  sid: string;
}

/**
 * The real-money launch credentials (tokens, tickets, session ids) the launch calls hand out, kept in
 * memory: a restart or `POST /__sandbox/reset` forgets them. A credential works while the player's
 * session lives (sign-out ends it).
 */
export class LaunchSessions {
  private readonly byValue = new Map<string, LaunchCredential>();
  /** The reusable credential of a session, provider and game (tokens without `requireNew`). */
  private readonly reusable = new Map<string, string>();

  constructor(private readonly sessions: PlayerSessions) {}

  /**
   * A credential for the player's session. With `reuse`, the same session, provider and game get the
   * same credential back as long as it works; without, always a new one (which becomes the reusable one).
   */
  issue(player: AuthenticatedPlayer, kind: CredentialKind, provider: string, gameId: string, reuse = false): LaunchCredential {
    const key = `${player.sid}\u0000${kind}\u0000${provider}\u0000${gameId}`;
    if (reuse) {
      const existing = this.resolve(this.reusable.get(key) ?? '');
      if (existing) return existing;
    }
    const credential: LaunchCredential = { value: `${kind}-${provider}-${randomUUID()}`, kind, provider, gameId, email: player.email, sid: player.sid };
    this.byValue.set(credential.value, credential);
    this.reusable.set(key, credential.value);
    return credential;
  }

  /** The credential of a value while its session lives, else undefined. */
  resolve(value: string): LaunchCredential | undefined {
    const credential = this.byValue.get(value);
    if (!credential) return undefined;
    if (!this.sessions.isActive(credential.sid)) {
      this.byValue.delete(value);
      return undefined;
    }
    return credential;
  }

  /** Forgets every credential (`POST /__sandbox/reset`). */
  clear(): void {
    this.byValue.clear();
    this.reusable.clear();
  }
}
