import net from "node:net";
import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { RabbitMqBus } from "@shopscript/kit";
import {
  eventually,
  quietLogger,
  removeBrokerTopology,
  testAmqpUrl,
  testExchange,
  uniqueSuffix,
} from "@shopscript/kit/testing";

/**
 * Proof under faults, regression: the connection drops while the bus is still setting up after a reconnect
 * (channels, exchanges, every queue and consumer). The broker-restart test met it by chance: amqplib's
 * recovery had no error listener on the connection during that setup, so the socket error was thrown
 * (an uncaught exception), the connection was never closed and recovery waited on the setup forever,
 * while ping() already said "connected". Here a relay in front of the broker cuts the next connection
 * after the client sent SETUP_CUT_BYTES, well past the handshake and well before the setup's end.
 */
const SUBSCRIPTIONS = 20;
const SETUP_CUT_BYTES = 3_000;

/** A loopback TCP relay that can drop every connection, and cut the next ones part-way through. */
class CuttingRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** How many of the next connections to cut once the client has sent `SETUP_CUT_BYTES`. */
  cutNext = 0;
  cuts = 0;
  port = 0;

  constructor(private readonly target: URL) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5672), this.target.hostname);
      const cutThis = this.cutNext > 0;
      if (cutThis) this.cutNext--;
      let sent = 0;
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.on("data", (chunk: Buffer) => {
        sent += chunk.length;
        if (cutThis && sent >= SETUP_CUT_BYTES) {
          this.cuts++;
          client.destroy();
          upstream.destroy();
          return;
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const exchange = testExchange("setupcut");
const queues = Array.from({ length: SUBSCRIPTIONS }, (_, i) => `setupcut${i}_${uniqueSuffix()}`);
let relay: CuttingRelay | undefined;
let bus: RabbitMqBus | undefined;

afterAll(async () => {
  await bus?.close();
  await relay?.stop();
  await removeBrokerTopology(queues, exchange);
}, 30_000);

it("recovers when the connection drops in the middle of the bus's setup after a reconnect", async () => {
  relay = await new CuttingRelay(new URL(testAmqpUrl())).start();
  const viaRelay = new URL(testAmqpUrl());
  viaRelay.hostname = "127.0.0.1";
  viaRelay.port = String(relay.port);
  bus = new RabbitMqBus({ url: viaRelay.toString(), exchange, log: quietLogger() });
  await bus.start();
  await bus.waitUntilConnected();
  const received = new Map<string, string[]>(queues.map((q) => [q, []]));
  for (const queue of queues) {
    await bus.subscribe({
      queue,
      patterns: ["user.registered"],
      handler: async (event) => void received.get(queue)!.push(event.id),
    });
  }

  // The broker goes away; the next two reconnections are cut part-way through their setup.
  relay.cutNext = 2;
  relay.dropAll();
  await eventually(() => relay!.cuts === 2, "two reconnections cut during their setup", 30_000);
  await eventually(() => bus!.ping().then(() => true), "the bus connected again after the cuts", 30_000);

  // Every consumer is back: one event reaches all of the queues.
  const event = createEvent(
    "user.registered",
    {
      userId: crypto.randomUUID(),
      email: "setup-cut@example.com",
      trialStartDate: new Date().toISOString(),
      verification: { token: "t0k3n", expiresAt: new Date().toISOString() },
    },
    { correlationId: "setup-cut" },
  ) as DomainEvent;
  await bus.publish(event);
  await eventually(
    () => [...received.values()].every((ids) => ids.includes(event.id)),
    "the event delivered to every queue",
    15_000,
  );
}, 90_000);
