import type { WebSocket } from 'ws';

/** Close codes of the wallet socket. */
export const WALLET_CLOSE = {
  /** A missing, expired or revoked token (also sent at sign-out). */
  unauthorised: 4401,
  /** `POST /__sandbox/sockets/drop`, `POST /__sandbox/players/:email/sockets/drop` and `POST /__sandbox/reset`: "service restart", the client reconnects. */
  serviceRestart: 1012,
} as const;

interface Owner {
  email: string;
  sid: string;
}

/** The open wallet sockets, by player and session (spec 000 §7 Real-time wallet feed). */
export class WalletHub {
  private readonly sockets = new Map<WebSocket, Owner>();

  /** Keeps `socket` until it closes. */
  add(socket: WebSocket, owner: Owner): void {
    this.sockets.set(socket, owner);
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** Sends a text frame to every open socket of the player; answers how many got it. */
  send(email: string, text: string): number {
    let delivered = 0;
    for (const [socket, owner] of this.sockets) {
      if (owner.email !== email || socket.readyState !== socket.OPEN) continue;
      socket.send(text);
      delivered += 1;
    }
    return delivered;
  }

  /** Closes every socket of one session (sign-out); answers how many. */
  closeSession(sid: string, code: number, reason: string): number {
    return this.closeWhere((owner) => owner.sid === sid, code, reason);
  }

  /** Closes every socket of one player; answers how many. */
  closePlayer(email: string, code: number, reason: string): number {
    return this.closeWhere((owner) => owner.email === email, code, reason);
  }

  /** Closes every socket; answers how many. */
  closeAll(code: number, reason: string): number {
    return this.closeWhere(() => true, code, reason);
  }

  /** Open sockets per player e-mail. */
  counts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [socket, owner] of this.sockets) {
      if (socket.readyState === socket.OPEN) counts[owner.email] = (counts[owner.email] ?? 0) + 1;
    }
    return counts;
  }

  private closeWhere(matches: (owner: Owner) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const [socket, owner] of this.sockets) {
      if (!matches(owner)) continue;
      this.sockets.delete(socket);
      socket.close(code, reason);
      closed += 1;
    }
    return closed;
  }
}
