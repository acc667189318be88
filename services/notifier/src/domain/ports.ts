/** Where to mail users whose events carry only a userId (billing's). */
export interface RecipientBook {
  /** False, storing nothing, when the account was deleted (a user.registered that arrives after user.deleted). */
  remember(userId: string, email: string): Promise<boolean>;
  /** The address, "deleted" once the account was deleted, or undefined while user.registered has not arrived. */
  lookup(userId: string): Promise<string | "deleted" | undefined>;
  /** The address leaves every table the notifier keeps (account deleted; spec: data deleted). */
  forget(userId: string, email: string): Promise<void>;
}

export interface SentMessageKey {
  eventId: string;
  kind: string;
  recipient: string;
}

/** The guard that makes one event one mail, however often the bus delivers it. */
export interface SentLog {
  /**
   * Runs `send` unless a mail of this kind was already sent for this event. Returns false when it was.
   * If `send` throws, nothing is recorded and the error propagates, so the bus retries the event.
   */
  once(key: SentMessageKey, send: () => Promise<void>): Promise<boolean>;
}

/** The daily budget of unsolicited mail per address; `take` spends one and says whether there was one. */
export interface RecipientCap {
  take(email: string): Promise<boolean>;
}
