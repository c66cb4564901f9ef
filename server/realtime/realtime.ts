// What the rest of the server may push: to one user's private channel, or to everyone on the public one.
export const PUBLIC_EVENTS = { Message: 'Message', NewAppVersion: 'NewAppVersion' } as const;

export interface Realtime {
  toUser(userId: number, event: string, payload: unknown): void;
  broadcast(event: string, payload: unknown): void;
  /** Closes the user’s sockets on every node (logged out everywhere); optional for the seeds’ silent stand-ins. */
  disconnectUser?(userId: number): void;
}

/** Keeps what was pushed; the default until Socket.IO is attached, and what tests read. */
export class RecordingRealtime implements Realtime {
  readonly sent: { userId: number | null; event: string; payload: unknown }[] = [];
  toUser(userId: number, event: string, payload: unknown): void {
    this.sent.push({ userId, event, payload });
  }
  broadcast(event: string, payload: unknown): void {
    this.sent.push({ userId: null, event, payload });
  }
  readonly disconnected: number[] = [];
  disconnectUser(userId: number): void {
    this.disconnected.push(userId);
  }
}
