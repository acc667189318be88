/** Reads caught mail through Mailpit's HTTP API (the real Mailpit's or its stand-in's: the same shapes). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
}

interface MessageSummary {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}

export class MailpitClient {
  constructor(private readonly baseUrl: string) {}

  private async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
    return (await response.json()) as T;
  }

  /** Every message to `address` whose subject matches, oldest first. */
  async messagesTo(address: string, subject: RegExp): Promise<MessageSummary[]> {
    const { messages } = await this.get<{ messages: MessageSummary[] }>("/api/v1/messages");
    return messages
      .filter(
        (m) =>
          m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()) && subject.test(m.Subject),
      )
      .reverse();
  }

  /** Polls (bounded) until a message to `address` with a matching subject arrives, and reads it. */
  async waitFor(address: string, subject: RegExp, timeoutMs: number): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    while (Date.now() < deadline) {
      try {
        const [first] = await this.messagesTo(address, subject);
        if (first) {
          const message = await this.get<{ ID: string; Subject: string; Text: string }>(
            `/api/v1/message/${first.ID}`,
          );
          return { id: message.ID, subject: message.Subject, text: message.Text };
        }
      } catch (err) {
        lastError = err;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `no mail "${subject}" to ${address} within ${timeoutMs / 1000} s${lastError ? ` (${String(lastError)})` : ""}`,
    );
  }
}
