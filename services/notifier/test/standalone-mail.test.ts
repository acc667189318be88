import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createEvent } from "@shopscript/contracts";
import { openSharedAdapters, runService } from "@shopscript/kit";
import { eventually, quietLogger, testDatabaseUrl, uniqueSuffix } from "@shopscript/kit/testing";
import { notifierService } from "../src/service";
import { captureLog, expectLinkInBothParts, hoursFrom } from "./test-helpers";

describe("standalone mail (no SMTP_URL)", () => {
  it("writes the real message as an .eml file under DATA_DIR/mail and logs who, what, where and the link", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "notifier-files-"));
    const mailDir = path.join(dataDir, "mail");
    // No AMQP_URL or REDIS_URL: the in-process bus and memory cache of `npm start`. PostgreSQL stays,
    // for speed; the embedded database is the kit's concern and tested there.
    const env = { DATABASE_URL: testDatabaseUrl("notifier_files"), DATA_DIR: dataDir };
    const shared = await openSharedAdapters(env, quietLogger());
    const captured = captureLog();
    const notifier = await runService(notifierService, {
      env,
      shared,
      port: 0,
      host: "127.0.0.1",
      log: captured.log,
    });
    try {
      expect(shared.bus.kind).toBe("in-process");
      const email = `local.${uniqueSuffix()}@example.com`;
      const token = "r3set+token/=";
      const now = new Date().toISOString();
      const event = createEvent(
        "password.reset.requested",
        { userId: crypto.randomUUID(), email, token, expiresAt: hoursFrom(now, 1) },
        { correlationId: "test-files", occurredAt: now },
      );
      await shared.bus.publish(event);

      const file = await eventually(
        () => fs.readdirSync(mailDir).find((name) => name.endsWith(".eml")),
        "an .eml file",
      );
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-password-reset-[0-9a-f]{6}\.eml$/);
      const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
      expect(parsed.subject).toBe("Reset your password");
      expect(parsed.from?.value).toEqual([{ name: "ShopScript", address: "no-reply@shopscript.app" }]);
      // The default PUBLIC_URL: the standalone gateway's address.
      const link = `http://localhost:3000/reset-password?token=${encodeURIComponent(token)}`;
      expectLinkInBothParts(parsed, link);

      const line = captured.lines.find((entry) => entry.msg?.startsWith("mail written to a file"));
      expect(line).toMatchObject({
        level: 30,
        to: email,
        subject: "Reset your password",
        file: path.join(mailDir, file),
      });
      expect(line?.links).toContain(link);

      // A redelivery writes no second file.
      await shared.bus.publish(event);
      await eventually(
        () =>
          captured.lines.find(
            (entry) =>
              entry.eventId === event.id && entry.msg === "mail for this event was already sent; skipped",
          ),
        "the redelivery skipped",
      );
      expect(fs.readdirSync(mailDir)).toEqual([file]);
    } finally {
      await notifier.stop();
      await shared.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
