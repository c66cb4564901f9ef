// Socket.IO channels and events (PRODUCT §7 Realtime), shared by the server that emits and the client that listens.
export const SOCKET_PATH = '/socket.io';

/** Everyone, logged in or not. */
export const PublicEvent = {
  Message: 'Message',
  NewAppVersion: 'NewAppVersion',
} as const;

/** The private per-user channel, authorised by the bearer token sent in the handshake (`auth: { token }`). */
export const PrivateEvent = {
  VerifyEmailSuccess: 'VerifyEmailSuccess',
  /** A new notification row: { id, type, data: { payload }, createdAt }. */
  Notification: 'Notification',
  /** The user's role or abilities changed; the client reloads the user. */
  UserUpdated: 'UserUpdated',
  /** The user was banned; the client drops the token and goes to login. */
  UserIsBanned: 'UserIsBanned',
  /** A booking of the user's builder company changed and no notice told them: open lists refresh. { id } */
  BookingsChanged: 'BookingsChanged',
  /** A deal the user is a party of changed: an open deal page, board or «Мои сделки» refreshes. { id } */
  DealsChanged: 'DealsChanged',
  /** A commission the user sees moved (either side): open «Вознаграждения» lists refresh. { id } */
  CommissionsChanged: 'CommissionsChanged',
} as const;

/** The client's own event on a connection that may have missed pushes: what was pushed meanwhile has to be read. */
export const SOCKET_CONNECTED = 'connect';

export const userRoom = (userId: number) => `user:${userId}`;
export const PUBLIC_ROOM = 'public';

/** Payload of PublicEvent.Message: an admin's broadcast, shown as a toast. */
export interface TMessageEvent {
  text: string;
}

/** Payload of PublicEvent.NewAppVersion: the wrapper compares code with its own. */
export interface TNewAppVersionEvent {
  package: string;
  version: { code: number; name: string };
}
