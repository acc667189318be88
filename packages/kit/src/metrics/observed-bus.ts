import type { DomainEvent } from "@shopscript/contracts";
import type { DeadLetter, EventBus, Subscription } from "../bus/event-bus";
import type { ServiceMetrics } from "./service-metrics";

/**
 * One service's view of a bus, counting what this service publishes and how its deliveries end. In the
 * standalone mode one bus serves six services; wrapping it per service is what lets each count land in the
 * registry of the service that published or consumed, whichever adapter is underneath.
 */
export function observeBus(bus: EventBus, metrics: ServiceMetrics): EventBus {
  return new ObservedBus(bus, metrics);
}

class ObservedBus implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly metrics: ServiceMetrics,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  async publish(event: DomainEvent): Promise<void> {
    try {
      await this.inner.publish(event);
    } catch (err) {
      this.metrics.observePublish(event.type, false);
      throw err;
    }
    this.metrics.observePublish(event.type, true);
  }

  subscribe(subscription: Subscription): Promise<void> {
    return this.inner.subscribe({ ...subscription, observer: this.metrics.consumeObserver });
  }

  deadLetters(queue: string): Promise<DeadLetter[]> {
    return this.inner.deadLetters(queue);
  }

  replayDeadLetters(queue: string): Promise<number> {
    return this.inner.replayDeadLetters(queue);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
