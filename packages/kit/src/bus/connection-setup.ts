import type { ChannelModel } from "amqplib";

/** The connection went away while the bus was still setting it up; amqplib's recovery starts over. */
export class ConnectionLostDuringSetup extends Error {
  constructor(cause?: Error) {
    super(`RabbitMQ connection lost during setup${cause?.message ? `: ${cause.message}` : ""}`);
    this.name = "ConnectionLostDuringSetup";
  }
}

/**
 * One connection's setup (channels, exchanges, queues, bindings, consumers), owned by the bus from the moment
 * amqplib hands it the connection until the setup ends. amqplib's recovery listens to a connection only once
 * its setup has finished, so until then the setup itself must notice a lost connection: every step is raced
 * against the connection's 'close', and fails at once when it comes, whatever amqplib later does with the
 * operation it was waiting on (the race keeps observing it, so its late rejection is never unhandled).
 */
export class ConnectionSetup {
  private lostWith?: Error;
  private readonly lost: Promise<never>;
  private readonly onClose: (err?: Error) => void;

  constructor(private readonly model: ChannelModel) {
    let reject!: (err: Error) => void;
    this.lost = new Promise<never>((_, r) => (reject = r));
    // Only raced while a step runs; between steps it is read through `lostWith`.
    this.lost.catch(() => undefined);
    this.onClose = (err?: Error) => {
      this.lostWith ??= new ConnectionLostDuringSetup(err);
      reject(this.lostWith);
    };
    model.on("close", this.onClose);
  }

  /** Runs one amqplib operation of the setup; rejects as soon as the connection is lost. */
  async step<T>(operation: () => Promise<T>): Promise<T> {
    if (this.lostWith) throw this.lostWith;
    // amqplib throws synchronously from some operations on a closed channel: make that a rejection too.
    const pending = new Promise<T>((resolve) => resolve(operation()));
    return Promise.race([pending, this.lost]);
  }

  /**
   * Ends the setup: throws if the connection was lost (even between steps), else hands the connection over
   * to amqplib's recovery, which watches it from here on. Nothing but microtasks runs between this and the
   * recovery binding its own listeners, so no loss can fall in between.
   */
  finish(): void {
    if (this.lostWith) throw this.lostWith;
    this.model.off("close", this.onClose);
  }
}
