/**
 * `npm run test:deploy`: the deployment, for real. Installs Debian's Docker engine if absent and starts a
 * private one; makes (or reuses) stand-in images for the public ones; builds every Dockerfile target with
 * the committed Dockerfile; runs the committed docker-compose.yml (plus an override that only swaps image
 * names and build settings); smoke-tests the seller's path through the gateway's published port; checks
 * what an operator relies on; then `docker compose down -v` and stops the engine. Every wait is bounded;
 * a failure prints the failing containers' last log lines. The step log (statuses and durations) is
 * written to artifacts/deploy-test/steps.log; build and engine output beside it.
 *
 * Environment: DEPLOY_TEST_HOME (default /var/lib/shopscript-deploy-test) keeps the engine's data root
 * (stand-in images, build cache) and the download cache between runs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "@shopscript/kit/testing/raw-http";
import { startBuildProxy, type BuildProxy } from "./build-proxy";
import { ComposeProject } from "./compose";
import { Engine, enginePaths, ensureComposePlugin, ensureEnginePackages } from "./engine";
import { MailpitClient } from "./mailpit-client";
import {
  checkBrokerRestart,
  checkGeneratorOutage,
  checkImageSizes,
  checkUsersAndFileSystems,
} from "./operator-checks";
import { smokeTest } from "./smoke";
import { buildRoutes, ensureStandIns, STAND_IN_IMAGES } from "./stand-ins";
import { check, StepLog } from "./step-log";

const ROOT = path.resolve(__dirname, "..", "..");
const SERVICES = ["gateway", "auth", "generator", "catalog", "billing", "notifier", "integrations"];
const IMAGE_GOAL_MB = 300;

async function main(): Promise<boolean> {
  const out = path.join(ROOT, "artifacts", "deploy-test");
  fs.mkdirSync(out, { recursive: true });
  const logs = {
    build: path.join(out, "build.log"),
    engine: path.join(out, "dockerd.log"),
    compose: path.join(out, "compose.log"),
  };
  for (const file of Object.values(logs)) fs.writeFileSync(file, "");
  const log = new StepLog(path.join(out, "steps.log"));
  const paths = enginePaths(
    process.env.DEPLOY_TEST_HOME ?? "/var/lib/shopscript-deploy-test",
    "/run/shopscript-deploy-test",
  );
  const engine = new Engine(paths, logs.engine);
  const ipForwardBefore = fs.readFileSync("/proc/sys/net/ipv4/ip_forward", "utf8").trim();
  let proxy: BuildProxy | undefined;
  let project: ComposeProject | undefined;
  let ok = false;
  try {
    await log.step("Debian's Docker engine and debootstrap", async (note) =>
      note(await ensureEnginePackages(logs.build)),
    );
    await log.step("Docker Compose v2 plugin", async (note) =>
      note(await ensureComposePlugin(paths, logs.build)),
    );
    await log.step("private dockerd (no IP forwarding, no NAT, own data root and socket)", async (note) => {
      note(await engine.start());
      note(`data root ${paths.dataRoot}, socket ${paths.socket}`);
    });

    const registry = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim();
    proxy = await log.step("build proxy on loopback (Debian mirror and npm registry only)", async (note) => {
      const started = await startBuildProxy({
        routes: buildRoutes(registry),
        cacheDir: path.join(paths.home, "download-cache"),
      });
      note(`${started.url} → ${Object.values(buildRoutes(registry)).join(", ")}`);
      return started;
    });
    const buildArgs = {
      HTTP_PROXY: proxy.url,
      http_proxy: proxy.url,
      NO_PROXY: "127.0.0.1,localhost",
      no_proxy: "127.0.0.1,localhost",
    };
    await log.step("stand-in images (cached by checksum)", (note) =>
      ensureStandIns({ engine, buildArgs, npmRegistry: registry, logFile: logs.build, note }),
    );

    const ports = {
      gateway: await freePort(),
      mailpit: await freePort(),
      rabbitmqUi: await freePort(),
      amqp: await freePort(),
    };
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    project = new ComposeProject(
      engine,
      ROOT,
      ["docker-compose.yml", "infra/deploy-test/compose.stand-ins.yml"],
      {
        GATEWAY_PORT: `127.0.0.1:${ports.gateway}`,
        PUBLIC_URL: gatewayUrl,
        MAILPIT_UI_PORT: String(ports.mailpit),
        RABBITMQ_UI_PORT: String(ports.rabbitmqUi),
        AMQP_HOST_PORT: String(ports.amqp),
        DEPLOY_TEST_BUILD_PROXY: proxy.url,
      },
      logs.compose,
    );
    await log.step("leftovers of an earlier run removed", async () => {
      await project!.run(["down", "--volumes", "--remove-orphans"], 180_000);
    });
    for (const service of SERVICES) {
      await log.step(
        `build ${service} (docker compose build, classic builder, committed Dockerfile)`,
        async (note) => {
          await project!.run(["build", service], 1_800_000);
          note(`shopscript/${service}:local built`);
        },
      );
    }
    note(
      log,
      `build proxy: ${proxy.stats.forwarded} downloads forwarded, ${proxy.stats.fromCache} from its cache, refused: ${proxy.stats.refused.join("; ") || "none"}`,
    );

    await log.step("docker compose up (health-checked start order)", async (note) => {
      await project!.run(["up", "--detach", "--no-build"], 900_000);
      await waitUntilSettled(project!, note);
    });
    const mailpit = new MailpitClient(`http://127.0.0.1:${ports.mailpit}`);
    await log.step(`smoke test through the gateway's published port ${gatewayUrl}`, (note) =>
      smokeTest(gatewayUrl, mailpit, note),
    );
    await log.step("operator: users and read-only root file systems", (note) =>
      checkUsersAndFileSystems(engine, project!, note),
    );
    await log.step("operator: docker compose restart rabbitmq during a sign-up", (note) =>
      checkBrokerRestart(
        engine,
        project!,
        gatewayUrl,
        `amqp://shopscript:shopscript@127.0.0.1:${ports.amqp}`,
        mailpit,
        note,
      ),
    );
    await log.step("operator: generator stopped, then killed", (note) =>
      checkGeneratorOutage(engine, project!, gatewayUrl, note),
    );
    await log.step(`operator: image sizes (goal: under ${IMAGE_GOAL_MB} MB but the generator)`, (note) =>
      checkImageSizes(
        engine,
        Object.fromEntries(SERVICES.map((s) => [s, `shopscript/${s}:local`])),
        STAND_IN_IMAGES.node,
        IMAGE_GOAL_MB,
        note,
      ),
    );
    ok = true;
  } catch (err) {
    log.line(`stopped: ${(err as Error).message}`);
    if (project)
      log.line(
        `failing containers:\n${await project.failingLogs().catch((e) => `(could not read them: ${e})`)}`,
      );
    log.line(`see ${logs.build}, ${logs.compose} and ${logs.engine}`);
  } finally {
    if (project) {
      await log
        .step(
          "docker compose down -v",
          async () => void (await project!.run(["down", "--volumes", "--remove-orphans"], 300_000)),
        )
        .catch(() => (ok = false));
    }
    await proxy?.close();
    // Untagged images pile up in the kept data root, but the classic builder's cache of the build and deps
    // stages is untagged too: only what is older than a week goes (one slower build a week, a bounded disk).
    if (engine.pid) {
      await log
        .step("prune untagged images older than a week", async (note) => {
          const pruned = await engine.docker(["image", "prune", "--force", "--filter", "until=168h"], {
            timeoutMs: 600_000,
          });
          note(pruned.stdout.trim().split("\n").at(-1) ?? "");
        })
        .catch(() => (ok = false));
    }
    await log
      .step("stop the private dockerd", async (note) => {
        note(await engine.stop());
        const ipForwardAfter = fs.readFileSync("/proc/sys/net/ipv4/ip_forward", "utf8").trim();
        check(
          ipForwardAfter === ipForwardBefore,
          `net.ipv4.ip_forward changed from ${ipForwardBefore} to ${ipForwardAfter}`,
        );
        note(`net.ipv4.ip_forward still ${ipForwardAfter}`);
      })
      .catch(() => (ok = false));
    log.summary();
    log.line(ok ? "DEPLOY TEST PASSED" : "DEPLOY TEST FAILED");
  }
  return ok;
}

function note(log: StepLog, text: string) {
  log.line(`    ${text}`);
}

/** Until every one-shot has exited 0 and every other container is running and healthy (bounded). */
async function waitUntilSettled(project: ComposeProject, note: (text: string) => void) {
  const services = project.committedServices();
  const deadline = Date.now() + 300_000;
  for (;;) {
    const containers = await project.containers();
    const pending = containers.filter((c) =>
      services[c.service]?.restart === "no"
        ? !(c.state === "exited" && c.exitCode === 0)
        : !(c.state === "running" && c.health === "healthy"),
    );
    const failed = containers.filter(
      (c) => services[c.service]?.restart === "no" && c.state === "exited" && c.exitCode !== 0,
    );
    check(
      !failed.length,
      `one-shots failed: ${failed.map((c) => `${c.service} (${c.exitCode})`).join(", ")}`,
    );
    if (containers.length === Object.keys(services).length && !pending.length) {
      note(
        containers
          .map((c) => `${c.service}: ${c.state}${c.health ? ` (${c.health})` : ` (exit ${c.exitCode})`}`)
          .join(", "),
      );
      return;
    }
    check(
      Date.now() < deadline,
      `not settled after 300 s: ${pending.map((c) => `${c.service}=${c.state}/${c.health}`).join(", ")}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
