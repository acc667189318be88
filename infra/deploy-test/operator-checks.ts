/**
 * What an operator relies on, checked on the running deployment: who the processes run as and which
 * root file systems are read-only; a broker restart that loses no event; a stopped or killed generator
 * that the gateway reports as a JSON 503 and recovers from by itself; the images' sizes.
 */
import amqp from "amqplib";
import type { ComposeProject } from "./compose";
import type { Engine } from "./engine";
import { sleep } from "./engine";
import type { MailpitClient } from "./mailpit-client";
import { LoggedClient, newEmail, signUp } from "./smoke";
import { check } from "./step-log";

type Note = (text: string) => void;

async function inspect(engine: Engine, id: string): Promise<any> {
  const { stdout } = await engine.docker(["inspect", id], { timeoutMs: 30_000 });
  return JSON.parse(stdout)[0];
}

/**
 * Every process of every running container has a non-root uid; every one-shot was configured with a
 * non-root user unless the compose file itself says root (session-keys, which must own fresh volumes).
 * A root file system is read-only exactly where the compose file says `read_only: true`, and there even
 * root cannot write to it, while /tmp (a tmpfs) stays writable.
 */
export async function checkUsersAndFileSystems(engine: Engine, project: ComposeProject, note: Note) {
  const services = project.committedServices();
  for (const container of await project.containers()) {
    const declared = services[container.service];
    check(declared, `container of an unknown service ${container.service}`);
    const details = await inspect(engine, container.id);
    const readOnly = details.HostConfig.ReadonlyRootfs === true;
    check(
      readOnly === (declared.read_only === true),
      `${container.service}: read-only root ${readOnly}, compose says ${declared.read_only ?? false}`,
    );
    const user = String(details.Config.User || "root");
    if (container.state === "running") {
      // `docker top` runs ps on the host over the container's processes; the engine needs the pid column.
      const top = await engine.docker(["top", container.id, "-eo", "pid,uid,comm"], { timeoutMs: 30_000 });
      const processes = top.stdout
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/));
      const uids = [...new Set(processes.map(([, uid]) => uid))];
      check(
        processes.length > 0 && !uids.includes("0"),
        `${container.service}: processes run as uid ${uids.join(",")}`,
      );
      let fileSystem = "writable root";
      if (readOnly) {
        const asRoot = await engine.docker(["exec", "-u", "0", container.id, "touch", "/deploy-test-probe"], {
          timeoutMs: 30_000,
          allowFailure: true,
        });
        check(
          asRoot.code !== 0 && /read-only file system/i.test(asRoot.stderr),
          `${container.service}: root wrote to its root fs: ${asRoot.stderr}`,
        );
        const tmp = await engine.docker(["exec", container.id, "touch", "/tmp/deploy-test-probe"], {
          timeoutMs: 30_000,
          allowFailure: true,
        });
        check(tmp.code === 0, `${container.service}: /tmp is not writable: ${tmp.stderr}`);
        fileSystem = "read-only root (even for root), writable /tmp";
      }
      note(`${container.service}: running, user ${user}, process uids ${uids.join(",")}; ${fileSystem}`);
    } else {
      const rootByCompose = declared.user !== undefined && /^(0|root)(:|$)/.test(declared.user);
      check(container.exitCode === 0, `${container.service}: exited with ${container.exitCode}`);
      check(rootByCompose || !/^(0|root)(:|$)/.test(user), `${container.service}: ran as ${user}`);
      note(
        `${container.service}: one-shot, exited 0, user ${user}${rootByCompose ? " (compose says root: it owns the fresh key volumes)" : ""}; ${readOnly ? "read-only root" : "writable root"}`,
      );
    }
  }
}

/** Whether an AMQP handshake succeeds on the broker's published port right now. */
async function brokerAnswers(amqpUrl: string): Promise<boolean> {
  try {
    const connection = await amqp.connect(amqpUrl, { timeout: 1_500 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * `docker compose restart rabbitmq` while a seller signs up: the sign-up is taken once the broker container
 * has stopped (and is shown not to answer AMQP), and its verification mail still arrives, once.
 */
export async function checkBrokerRestart(
  engine: Engine,
  project: ComposeProject,
  gatewayUrl: string,
  amqpUrl: string,
  mailpit: MailpitClient,
  note: Note,
) {
  const broker = await project.container("rabbitmq");
  const startedAt = (await inspect(engine, broker.id)).State.StartedAt;
  const restart = project.run(["restart", "rabbitmq"], 180_000);
  restart.catch(() => undefined); // awaited below; a failure meanwhile must not be an unhandled rejection
  const deadline = Date.now() + 90_000;
  let state = { Running: true, StartedAt: startedAt };
  while (state.Running && state.StartedAt === startedAt) {
    check(Date.now() < deadline, "the broker container never stopped");
    await sleep(100);
    state = (await inspect(engine, broker.id)).State;
  }
  note(`broker container ${state.Running ? "started again (booting)" : "stopped"}; signing up now`);
  const email = newEmail("during-broker-restart");
  await signUp(new LoggedClient(gatewayUrl, note), email);
  const answering = await brokerAnswers(amqpUrl);
  note(`AMQP handshake right after the sign-up: ${answering ? "succeeded" : "refused (broker down)"}`);
  check(!answering, "the broker was already back when the sign-up finished: the restart proved nothing");
  await restart;
  const back = Date.now();
  const mail = await mailpit.waitFor(email, /confirm your email/i, 120_000);
  note(
    `verification mail "${mail.subject}" arrived ${((Date.now() - back) / 1000).toFixed(1)} s after the restart finished`,
  );
  await sleep(5_000);
  const copies = await mailpit.messagesTo(email, /confirm your email/i);
  check(copies.length === 1, `${copies.length} verification mails to ${email}`);
  note("exactly one verification mail (no loss, no duplicate)");
}

/**
 * The generator stopped: the gateway answers a generation at once with a JSON 503; started again, the
 * gateway answers 200 with no one touching it. Then the generator's process crashes (SIGKILL from the
 * host): the restart policy brings it back and the gateway recovers with no command at all.
 */
export async function checkGeneratorOutage(
  engine: Engine,
  project: ComposeProject,
  gatewayUrl: string,
  note: Note,
) {
  const seller = new LoggedClient(gatewayUrl, () => undefined);
  await signUp(seller, newEmail("generator-outage"));
  const generate = () =>
    seller.post("/api/generate-description", {
      productName: "Oak Cutting Board",
      keywords: "oak, end grain, 40 x 30 cm",
      platform: "etsy",
      tone: "casual",
      productUrl: "",
    });
  const first = await generate();
  check(first.status === 200, `generation before the outage answered ${first.status}: ${first.text}`);

  await project.run(["stop", "generator"], 90_000);
  const begin = Date.now();
  const down = await generate();
  const ms = Date.now() - begin;
  note(
    `generator stopped: POST /api/generate-description → ${down.status} ${down.headers.get("content-type")} in ${ms} ms: ${down.text}`,
  );
  check(
    down.status === 503 &&
      /application\/json/.test(down.headers.get("content-type") ?? "") &&
      typeof down.json?.message === "string",
    "a JSON 503",
  );
  check(ms < 5_000, `the 503 took ${ms} ms`);

  await project.run(["start", "generator"], 120_000);
  note(`generator started again: ${await untilGenerates(generate, 180_000)}`);

  // A crash, not a stop: `docker kill` counts as an operator's stop, after which no restart policy applies.
  const generator = await project.container("generator");
  const { RestartCount: restartsBefore, State } = await inspect(engine, generator.id);
  process.kill(State.Pid, "SIGKILL");
  note(`generator's process (host pid ${State.Pid}) killed with SIGKILL, as a crash; no command follows`);
  note(`the gateway: ${await untilGenerates(generate, 180_000)}`);
  const restartsAfter = (await inspect(engine, generator.id)).RestartCount;
  check(restartsAfter === restartsBefore + 1, `restart count ${restartsBefore} → ${restartsAfter}`);
  note(`Docker restarted it (restart count ${restartsBefore} → ${restartsAfter})`);
}

/** Polls a generation until it answers 200 (bounded); says what it saw meanwhile. */
async function untilGenerates(
  generate: () => Promise<{ status: number }>,
  timeoutMs: number,
): Promise<string> {
  const begin = Date.now();
  const seen = new Map<number, number>();
  while (Date.now() - begin < timeoutMs) {
    const { status } = await generate().catch(() => ({ status: 0 }));
    if (status === 200) {
      const others = [...seen].map(([s, n]) => `${n}× ${s || "no answer"}`).join(", ");
      return `200 after ${((Date.now() - begin) / 1000).toFixed(1)} s${others ? ` (before that: ${others})` : ""}`;
    }
    seen.set(status, (seen.get(status) ?? 0) + 1);
    await sleep(1_000);
  }
  throw new Error(
    `no 200 within ${timeoutMs / 1000} s: ${[...seen].map(([s, n]) => `${n}× ${s}`).join(", ")}`,
  );
}

/** Each service image's size; all but the generator (Chromium) must stay under the goal. */
export async function checkImageSizes(
  engine: Engine,
  images: Record<string, string>,
  baseImage: string,
  goalMb: number,
  note: Note,
) {
  const sizeOf = async (image: string) =>
    Number(
      (
        await engine.docker(["image", "inspect", "--format", "{{.Size}}", image], { timeoutMs: 30_000 })
      ).stdout.trim(),
    ) / 1e6;
  note(`base ${baseImage}: ${(await sizeOf(baseImage)).toFixed(0)} MB`);
  const over: string[] = [];
  for (const [service, image] of Object.entries(images)) {
    const mb = await sizeOf(image);
    const exempt = service === "generator";
    if (!exempt && mb >= goalMb) over.push(`${service} ${mb.toFixed(0)} MB`);
    note(`${image}: ${mb.toFixed(0)} MB${exempt ? " (Chromium; no goal)" : ""}`);
  }
  check(!over.length, `over the ${goalMb} MB goal: ${over.join(", ")}`);
}
