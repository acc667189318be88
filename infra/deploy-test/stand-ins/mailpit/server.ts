/**
 * The mail catcher's stand-in (axllent/mailpit cannot be fetched here): the tests' real SMTP Mailbox on
 * 0.0.0.0:1025 and, on 8025, the part of Mailpit's HTTP API that the deploy smoke test reads, with
 * Mailpit's shapes, so the same client works against the real Mailpit:
 *   GET /readyz                 200 once both listeners are up
 *   GET /api/v1/messages        { total, count, messages: [{ ID, From, To, Subject, Created, Snippet }] }, newest first
 *   GET /api/v1/message/{ID}    { ID, From, To, Subject, Date, Text, HTML }
 *   DELETE /api/v1/messages     deletes them all
 * `node server.cjs readyz` asks a running instance (the compose health check runs `/mailpit readyz`).
 */
import http from "node:http";
import { Mailbox, type ReceivedMail } from "../../../test-support/mailbox";

const SMTP_PORT = Number(process.env.MP_SMTP_PORT ?? 1025);
const HTTP_PORT = Number(process.env.MP_UI_PORT ?? 8025);

function address(text: string): { Name: string; Address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  return match ? { Name: match[1]!.trim(), Address: match[2]! } : { Name: "", Address: text.trim() };
}

function summary(mail: ReceivedMail, id: string) {
  return {
    ID: id,
    From: address(mail.from),
    To: mail.recipients.map((Address) => ({ Name: "", Address })),
    Subject: mail.subject,
    Created: mail.receivedAt.toISOString(),
    Snippet: mail.text.slice(0, 250),
  };
}

async function serve() {
  const mailbox = await new Mailbox().start({ host: "0.0.0.0", port: SMTP_PORT });
  const idOf = (index: number) => String(index + 1);
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://mailpit");
    if (req.method === "GET" && url.pathname === "/readyz") return send(200, "ok");
    if (req.method === "GET" && url.pathname === "/api/v1/messages") {
      const messages = mailbox.mails.map((mail, index) => summary(mail, idOf(index))).reverse();
      return send(200, { total: messages.length, unread: 0, count: messages.length, start: 0, messages });
    }
    if (req.method === "DELETE" && url.pathname === "/api/v1/messages") {
      mailbox.mails.length = 0;
      return send(200, "ok");
    }
    const one = /^\/api\/v1\/message\/(\d+)$/.exec(url.pathname);
    const mail = one ? mailbox.mails[Number(one[1]) - 1] : undefined;
    if (req.method === "GET" && one && mail) {
      return send(200, {
        ...summary(mail, one[1]!),
        Date: mail.receivedAt.toISOString(),
        Text: mail.text,
        HTML: mail.html,
      });
    }
    send(404, { error: `no ${req.method} ${url.pathname}` });
  });
  server.listen(HTTP_PORT, "0.0.0.0", () =>
    console.log(`mailpit stand-in: SMTP :${SMTP_PORT}, HTTP :${HTTP_PORT}`),
  );
  const stop = () => server.close(() => mailbox.stop().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

async function readyz() {
  const response = await fetch(`http://127.0.0.1:${HTTP_PORT}/readyz`, {
    signal: AbortSignal.timeout(2_000),
  });
  process.exit(response.ok ? 0 : 1);
}

(process.argv[2] === "readyz" ? readyz() : serve()).catch((err) => {
  console.error(err);
  process.exit(1);
});
