/**
 * The deployment files, checked against each other and against the code: Dockerfile targets, the per-service
 * bundles they run, docker-compose.yml, and the Kubernetes base and local overlay (rendered by
 * infra/test-support/kustomize.ts, validated with kubernetes-models). Service names, ports, databases and who
 * calls whom are read from the services' sources, so a change there that the deployment misses fails here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { parse, parseAllDocuments } from "yaml";
import { testDatabaseUrl } from "@shopscript/kit/testing";
import { runNode } from "@shopscript/kit/testing/processes";
import { readDockerfile } from "../test-support/dockerfile";
import { renderKustomization, type KubeObject } from "../test-support/kustomize";

const ROOT = path.resolve(__dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const exists = (file: string) => fs.existsSync(path.resolve(ROOT, file));

// ---------------------------------------------------------------------------------------------------------
// What the code says

const SERVICES = fs
  .readdirSync(path.join(ROOT, "services"))
  .filter((name) => exists(`services/${name}/src/main.ts`))
  .sort();
const hasDatabase = (service: string) => exists(`services/${service}/prisma/migrations`);
const DB_SERVICES = SERVICES.filter(hasDatabase);

function defaultPort(service: string): number {
  const match = /defaultPort:\s*(\d+)/.exec(read(`services/${service}/src/service.ts`));
  if (!match) throw new Error(`no defaultPort in services/${service}/src/service.ts`);
  return Number(match[1]);
}

/** Who calls whom over HTTP: a `<NAME>_URL` setting defaulting to a loopback port, in a service's config.ts. */
function calleesOf(service: string): string[] {
  const file = `services/${service}/src/config.ts`;
  if (!exists(file)) return [];
  const callees = [
    ...read(file).matchAll(/\b([A-Z]+)_URL:\s*envFields\.url\(\)\.default\("http:\/\/127\.0\.0\.1:\d+"\)/g),
  ].map((match) => match[1]!.toLowerCase());
  return callees.filter((callee) => SERVICES.includes(callee)).sort();
}
const callersOf = (service: string) =>
  SERVICES.filter((caller) => calleesOf(caller).includes(service)).sort();

function sourcesOf(dir: string): string {
  return (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts") && !file.split(path.sep).includes("generated"))
    .map((file) => read(path.join(dir, file)))
    .join("\n");
}
const KIT_SOURCES = sourcesOf("packages/kit/src");
/** True when the variable is read by the kit or by this service's own code. */
function readsVariable(service: string, name: string): boolean {
  // The kit reads `<NAME>_DATABASE_URL` for the service it runs (databaseUrlFor).
  if (name === `${service.toUpperCase()}_DATABASE_URL`) return KIT_SOURCES.includes("_DATABASE_URL`]");
  const word = new RegExp(`\\b${name}\\b`);
  return word.test(KIT_SOURCES) || word.test(sourcesOf(`services/${service}/src`));
}

// ---------------------------------------------------------------------------------------------------------
// Dockerfile

const DOCKERFILE = readDockerfile();
const { instructions, baseImageOf, envOf } = DOCKERFILE;
const bundleOf = (service: string) => `dist/services/${service}.cjs`;

describe("Dockerfile", () => {
  it("has one target per service, on node:20-bookworm-slim, running that service's bundle as a non-root user", () => {
    for (const service of SERVICES) {
      expect(baseImageOf(service)).toBe("node:20-bookworm-slim");
      const cmd = instructions(service, "CMD");
      expect(cmd.map((c) => JSON.parse(c))).toEqual([["node", bundleOf(service)]]);
      const user = instructions(service, "USER").at(-1);
      expect(user).toBeDefined();
      expect(user!.split(":")[0]).not.toMatch(/^(root|0)$/);
      expect(instructions(service, "EXPOSE")).toEqual([String(defaultPort(service))]);
      expect(envOf(service).PORT).toBe(String(defaultPort(service)));
      const healthcheck = instructions(service, "HEALTHCHECK");
      expect(healthcheck).toHaveLength(1);
      expect(healthcheck[0]).toContain("/healthz");
      expect(healthcheck[0]).toContain('"node"');
    }
  });

  it("installs only the service's production dependencies and copies its migrations (and the web app for the gateway)", () => {
    for (const service of SERVICES) {
      const copies = instructions(service, "COPY").join("\n");
      const deps = /--from=(\S+) \/app\/node_modules/.exec(copies)?.[1];
      expect(deps).toBeDefined();
      const install = instructions(deps!, "RUN").join("\n");
      expect(install).toMatch(/npm ci\b/);
      expect(install).toContain("--omit=dev");
      expect(install).toContain(`--workspace services/${service}`);
      expect(copies).toContain(`/app/${bundleOf(service)}`);
      if (hasDatabase(service)) expect(copies).toContain(`services/${service}/prisma/migrations`);
      else expect(copies).not.toContain("prisma/migrations");
    }
    expect(instructions("runtime", "COPY").join("\n")).toContain("packages/kit/migrations");
    expect(instructions("gateway", "COPY").join("\n")).toContain("web/dist");
  });

  it("gives the generator Debian's Chromium where its config looks for it", () => {
    expect(instructions("generator", "RUN").join("\n")).toMatch(/apt-get install[^&]*\bchromium\b/);
    expect(read("services/generator/src/config.ts")).toContain("CHROMIUM_PATH");
    expect(envOf("generator").CHROMIUM_PATH).toBe("/usr/bin/chromium");
  });

  it("copies only files that exist from the build context, and the context leaves local state out", () => {
    for (const s of DOCKERFILE.stages) {
      for (const copy of s.instructions.filter((i) => i.op === "COPY" && !i.args.includes("--from="))) {
        const sources = copy.args
          .split(/\s+/)
          .filter((word) => !word.startsWith("--"))
          .slice(0, -1);
        for (const source of sources) expect(exists(source)).toBe(true);
      }
    }
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(["**/node_modules", ".env", ".git", "dist", ".data"]));
  });
});

// ---------------------------------------------------------------------------------------------------------
// The bundles the Dockerfile runs

describe("per-service bundles", () => {
  const outdir = path.join(ROOT, "dist", `.deploy-test-${process.pid}`);
  beforeAll(() => {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "scripts", "build-server.mjs"), "--services", "--outdir", outdir],
      {
        cwd: ROOT,
        stdio: "pipe",
      },
    );
  }, 60_000);
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  const runBundle = (service: string, args: string[], env: NodeJS.ProcessEnv) =>
    runNode([path.join(outdir, `${service}.cjs`), ...args], { env, cwd: ROOT, timeoutMs: 15_000 });

  it("the build script makes every bundle a Dockerfile target runs", () => {
    for (const service of SERVICES) {
      const [cmd] = instructions(service, "CMD").map((c) => JSON.parse(c) as string[]);
      expect(fs.existsSync(path.join(outdir, path.basename(cmd![1]!)))).toBe(true);
    }
  });

  it("`node <bundle> migrate` exits 0 at once for a service without a database", async () => {
    const { code, output } = await runBundle("gateway", ["migrate"], {});
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining("nothing to migrate") });
  });

  it("`node <bundle> migrate` finds and applies the service's committed migrations from the bundle", async () => {
    const url = testDatabaseUrl("deploy_bundle");
    const { code, output } = await runBundle("auth", ["migrate"], { AUTH_DATABASE_URL: url });
    expect({ code, output }).toEqual({
      code: 0,
      output: expect.stringContaining("auth migrations are up to date"),
    });
    const committed = fs
      .readdirSync(path.join(ROOT, "services", "auth", "prisma", "migrations"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM auth._prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
      );
      expect(rows.map((row) => row.migration_name)).toEqual(committed);
    } finally {
      await client.end();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// docker-compose.yml

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: unknown;
  volumes?: Array<string | { type: string; source: string }>;
  ports?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean; interval?: string; timeout?: string };
  restart?: string;
  user?: string;
  read_only?: boolean;
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { file?: string }>;
  secrets?: Record<string, { file?: string }>;
}

describe("docker-compose.yml", () => {
  const text = read("docker-compose.yml");
  const compose = parse(text, { merge: true }) as Compose;
  const services = compose.services;
  const names = Object.keys(services);
  const dependencies = (service: ComposeService): Record<string, string> =>
    Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((name) => [name, "service_started"]))
      : Object.fromEntries(
          Object.entries(service.depends_on ?? {}).map(([name, dep]) => [name, dep.condition]),
        );
  const appServices = names.filter((name) => SERVICES.includes(name));

  it("runs every service, built from its Dockerfile target as the image of that name", () => {
    expect(appServices.sort()).toEqual(SERVICES);
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(fs.statSync(path.join(ROOT, service.build.context)).isDirectory()).toBe(true);
      expect(exists(path.join(service.build.context, service.build.dockerfile ?? "Dockerfile"))).toBe(true);
      const target = service.build.target!;
      expect(DOCKERFILE.stages.map((s) => s.name)).toContain(target);
      expect(service.image).toMatch(new RegExp(`^shopscript/${target}:`));
      if (SERVICES.includes(name)) expect(target).toBe(name);
    }
  });

  it("gives the deploy test's stand-in build settings to every service it builds, and names no other", () => {
    // A built service missing from the override pulls node:20 from a registry the deploy test cannot reach.
    const standIns = parse(read("infra/deploy-test/compose.stand-ins.yml"), { merge: true }) as Compose;
    const built = names.filter((name) => services[name]!.build).sort();
    const overridden = Object.keys(standIns.services).filter((name) => standIns.services[name]!.build).sort();
    expect(overridden).toEqual(built);
  });

  it("names only files that exist and volumes it declares", () => {
    const declared = Object.keys(compose.volumes ?? {});
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === "string" ? volume.split(":")[0]! : volume.source;
        const bind = typeof volume === "string" ? /^[./~]/.test(source) : volume.type === "bind";
        if (bind) expect(exists(source)).toBe(true);
        else expect(declared).toContain(source);
      }
      const envFiles = service.env_file === undefined ? [] : [service.env_file].flat();
      for (const file of envFiles)
        expect(exists(typeof file === "string" ? file : (file as { path: string }).path)).toBe(true);
    }
    for (const entry of [...Object.values(compose.configs ?? {}), ...Object.values(compose.secrets ?? {})]) {
      if (entry.file) expect(exists(entry.file)).toBe(true);
    }
  });

  it("starts in a health-checked order without cycles", () => {
    const healthChecked = (name: string) => {
      const service = services[name]!;
      if (service.healthcheck?.disable) return false;
      return (
        Boolean(service.healthcheck?.test) ||
        (service.build ? instructions(service.build.target!, "HEALTHCHECK").length > 0 : false)
      );
    };
    for (const service of Object.values(services)) {
      for (const [dependency, condition] of Object.entries(dependencies(service))) {
        expect(names).toContain(dependency);
        expect(["service_started", "service_healthy", "service_completed_successfully"]).toContain(condition);
        if (condition === "service_healthy") expect(healthChecked(dependency)).toBe(true);
        if (condition === "service_completed_successfully") expect(services[dependency]!.restart).toBe("no");
      }
    }
    const done = new Set<string>();
    const visiting = new Set<string>();
    const visit = (name: string) => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`depends_on cycle through ${name}`);
      visiting.add(name);
      for (const dependency of Object.keys(dependencies(services[name]!))) visit(dependency);
      visiting.delete(name);
      done.add(name);
    };
    names.forEach(visit);
    for (const name of appServices) {
      expect(dependencies(services[name]!)).toMatchObject({
        rabbitmq: "service_healthy",
        redis: "service_healthy",
      });
    }
    expect(Object.keys(dependencies(services.gateway!)).sort()).toEqual(
      expect.arrayContaining(calleesOf("gateway")),
    );
  });

  it("migrates every service with a database in a one-shot the service waits for", () => {
    for (const name of DB_SERVICES) {
      const migrate = services[`${name}-migrate`];
      expect(migrate).toBeDefined();
      expect(migrate!.build?.target).toBe(name);
      expect(migrate!.command).toEqual(["node", bundleOf(name), "migrate"]);
      expect(dependencies(migrate!)).toEqual({ postgres: "service_healthy" });
      const url = `${name.toUpperCase()}_DATABASE_URL`;
      expect(migrate!.environment?.[url]).toBe(services[name]!.environment?.[url]);
      expect(services[name]!.environment?.[url]).toMatch(
        new RegExp(`^postgresql://.+@postgres:5432/${name}$`),
      );
      expect(dependencies(services[name]!)[`${name}-migrate`]).toBe("service_completed_successfully");
    }
    for (const name of SERVICES.filter((s) => !hasDatabase(s)))
      expect(services[`${name}-migrate`]).toBeUndefined();
  });

  it("sets only variables the services read, points callers at the callees' ports, and documents every variable", () => {
    for (const name of appServices) {
      for (const variable of Object.keys(services[name]!.environment ?? {})) {
        expect(`${name} reads ${variable}: ${readsVariable(name, variable)}`).toBe(
          `${name} reads ${variable}: true`,
        );
      }
      for (const callee of calleesOf(name)) {
        expect(services[name]!.environment?.[`${callee.toUpperCase()}_URL`]).toBe(
          `http://${callee}:${defaultPort(callee)}`,
        );
      }
    }
    const interpolated = new Set([...text.matchAll(/\$\{(\w+)/g)].map((match) => match[1]!));
    const documented = new Set([...read(".env.example").matchAll(/^(\w+)=/gm)].map((match) => match[1]!));
    expect([...interpolated].sort()).toEqual([...documented].sort());
  });

  it("publishes the app, the RabbitMQ management UI and the Mailpit UI", () => {
    const published = (name: string) => (services[name]!.ports ?? []).map((port) => port.split(":").at(-1));
    expect(published("gateway")).toContain(String(defaultPort("gateway")));
    expect(published("rabbitmq")).toContain("15672");
    expect(published("mailpit")).toContain("8025");
    expect(services.rabbitmq!.image).toBe("rabbitmq:3-management");
    expect(services.postgres!.image).toBe("postgres:16");
    expect(services.redis!.image).toBe("redis:7");
    expect(services.mailpit!.image).toMatch(/^axllent\/mailpit(:|$)/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Kubernetes

type Json = any;
type ModelClass = new (data: unknown) => { validate(): void };

function modelFor(object: KubeObject): ModelClass {
  const [group, version] = object.apiVersion.includes("/")
    ? object.apiVersion.split("/")
    : ["", object.apiVersion];
  const module = require(`kubernetes-models/${group ? `${group}/` : ""}${version}/${object.kind}`) as Record<
    string,
    ModelClass
  >;
  return module[object.kind]!;
}

const POD_OWNERS = new Set(["Deployment", "StatefulSet", "Job"]);
const podSpecs = (objects: KubeObject[]) =>
  objects
    .filter((object) => POD_OWNERS.has(object.kind))
    .map((object) => ({
      owner: object,
      template: (object as Json).spec.template as Json,
      spec: (object as Json).spec.template.spec as Json,
    }));
const containersOf = (spec: Json): Json[] => [...(spec.initContainers ?? []), ...spec.containers];
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

const PRIVATE_V4 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "100.64.0.0/10"];
const PRIVATE_V6 = ["fc00::/7", "fe80::/10"];
const THIRD_PARTY_IMAGES = [
  /^postgres:16$/,
  /^rabbitmq:3-management$/,
  /^redis:7$/,
  /^axllent\/mailpit(:[\w.-]+)?$/,
];

const hasKubectl = spawnSync("kubectl", ["version", "--client"], { stdio: "ignore" }).status === 0;

describe.each(["base", "overlays/local"])("Kubernetes: %s", (which) => {
  const dir = path.join(ROOT, "infra", "k8s", which);
  const objects = renderKustomization(dir);
  const find = (kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name) as Json;
  const ofKind = (kind: string) => objects.filter((o) => o.kind === kind) as Json[];

  it("every object is valid against the Kubernetes schema", () => {
    for (const object of objects) {
      expect(() => new (modelFor(object))(object).validate()).not.toThrow();
    }
  });

  (hasKubectl ? it : it.skip)("renders as `kubectl kustomize` does", () => {
    const key = (o: Json) => `${o.kind}/${o.metadata.namespace ?? ""}/${o.metadata.name}`;
    const theirs = parseAllDocuments(execFileSync("kubectl", ["kustomize", dir], { encoding: "utf8" })).map(
      (d) => d.toJS(),
    );
    const sorted = (list: Json[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(isDeepStrictEqual(sorted(JSON.parse(JSON.stringify(objects))), sorted(theirs))).toBe(true);
  });

  it("every service runs as a Deployment behind a Service on its port, with probes and resources", () => {
    for (const service of SERVICES) {
      const deployment = find("Deployment", service);
      expect(deployment).toBeDefined();
      const [container] = deployment.spec.template.spec.containers;
      expect(container.ports).toEqual([{ name: "http", containerPort: defaultPort(service) }]);
      expect(container.env).toEqual(
        expect.arrayContaining([{ name: "PORT", value: String(defaultPort(service)) }]),
      );
      expect(container.readinessProbe.httpGet).toEqual({ path: "/readyz", port: "http" });
      expect(container.livenessProbe.httpGet).toEqual({ path: "/healthz", port: "http" });
      const svc = find("Service", service);
      expect(svc.spec.ports).toEqual([{ name: "http", port: defaultPort(service), targetPort: "http" }]);
      expect(matches(svc.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
      const pdb = find("PodDisruptionBudget", service);
      expect(matches(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    }
    for (const workload of [...ofKind("Deployment"), ...ofKind("StatefulSet")]) {
      expect(matches(workload.spec.selector.matchLabels, workload.spec.template.metadata.labels)).toBe(true);
      for (const container of workload.spec.template.spec.containers) {
        const where = `${workload.kind}/${workload.metadata.name}`;
        expect({
          where,
          readiness: Boolean(container.readinessProbe),
          liveness: Boolean(container.livenessProbe),
        }).toEqual({
          where,
          readiness: true,
          liveness: true,
        });
        for (const bound of ["requests", "limits"]) {
          expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(["cpu", "memory"]);
        }
      }
    }
    for (const svc of ofKind("Service")) {
      const pods = podSpecs(objects).filter((p) => matches(svc.spec.selector, p.template.metadata.labels));
      expect(pods.length).toBeGreaterThan(0);
      const portNames = pods.flatMap((p) =>
        p.spec.containers.flatMap((c: Json) => (c.ports ?? []).map((port: Json) => port.name)),
      );
      for (const port of svc.spec.ports) expect(portNames).toContain(port.targetPort);
    }
  });

  it("every container runs as non-root under the restricted Pod Security Standard", () => {
    const dataDir = envOf("runtime").DATA_DIR;
    for (const { owner, spec } of podSpecs(objects)) {
      expect(spec.automountServiceAccountToken).toBe(false);
      expect(spec.hostNetwork ?? false).toBe(false);
      expect((spec.volumes ?? []).filter((v: Json) => v.hostPath)).toEqual([]);
      for (const container of containersOf(spec)) {
        const context = { ...spec.securityContext, ...container.securityContext };
        const where = `${owner.kind}/${owner.metadata.name}/${container.name}`;
        expect({ where, runAsNonRoot: context.runAsNonRoot }).toEqual({ where, runAsNonRoot: true });
        expect(context.runAsUser).toBeGreaterThan(0);
        expect(context.seccompProfile).toEqual({ type: "RuntimeDefault" });
        expect(context.privileged ?? false).toBe(false);
        expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
        expect(container.securityContext.capabilities.drop).toEqual(["ALL"]);
        expect(container.securityContext.capabilities.add ?? []).toEqual([]);
        if (container.image.startsWith("shopscript/")) {
          // The images' code is read-only; what they write goes to emptyDirs.
          expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
          const mounts = (container.volumeMounts ?? []).map((m: Json) => m.mountPath);
          expect(mounts).toContain("/tmp");
          if (owner.kind === "Deployment") expect(mounts).toContain(dataDir);
        }
      }
    }
  });

  it("every service with a database has a migration Job running its bundle's migrate mode", () => {
    const jobs = ofKind("Job");
    expect(jobs.map((job) => job.metadata.name).sort()).toEqual(
      DB_SERVICES.map((s) => `${s}-migrate`).sort(),
    );
    for (const service of DB_SERVICES) {
      const [container] = find("Job", `${service}-migrate`).spec.template.spec.containers;
      expect(container.image.split(":")[0]).toBe(`shopscript/${service}`);
      expect(container.args).toEqual(["node", bundleOf(service), "migrate"]);
      expect(container.env.map((e: Json) => e.name)).toContain(`${service.toUpperCase()}_DATABASE_URL`);
    }
  });

  it("an autoscaler (autoscaling/v2) scales the generator, which leaves its replica count to it", () => {
    const hpas = ofKind("HorizontalPodAutoscaler");
    expect(hpas).toHaveLength(1);
    const [hpa] = hpas;
    expect(hpa.apiVersion).toBe("autoscaling/v2");
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "generator" });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(hpa.spec.metrics).toEqual([
      expect.objectContaining({ type: "Resource", resource: expect.objectContaining({ name: "cpu" }) }),
    ]);
    const generator = find("Deployment", "generator");
    expect(generator.spec.replicas).toBeUndefined();
    expect(generator.spec.template.spec.containers[0].resources.requests.cpu).toBeDefined();
  });

  it("network policies: ingress denied by default, the gateway open, every other service only to its callers", () => {
    const policies = ofKind("NetworkPolicy");
    const ingressPolicies = policies.filter((p) => p.spec.policyTypes.includes("Ingress"));
    expect(ingressPolicies).toContainEqual(
      expect.objectContaining({ spec: { podSelector: {}, policyTypes: ["Ingress"] } }),
    );
    for (const service of SERVICES) {
      const labels = find("Deployment", service).spec.template.metadata.labels;
      const rules = ingressPolicies
        .filter((p) => matches(p.spec.podSelector.matchLabels, labels))
        .flatMap((p) => p.spec.ingress ?? []);
      for (const rule of rules) expect(rule.ports).toEqual([{ protocol: "TCP", port: defaultPort(service) }]);
      if (service === "gateway") {
        expect(rules).toEqual([{ ports: [{ protocol: "TCP", port: defaultPort(service) }] }]);
        continue;
      }
      const sources = rules.flatMap((rule: Json) => {
        expect(rule.from).toBeDefined();
        return rule.from.map((peer: Json) => {
          expect(Object.keys(peer)).toEqual(["podSelector"]);
          return peer.podSelector.matchLabels["app.kubernetes.io/name"];
        });
      });
      expect(`${service} ← ${sources.sort().join(",")}`).toBe(`${service} ← ${callersOf(service).join(",")}`);
    }
  });

  it("the generator may reach DNS, billing, the broker, the cache and the internet, but no private range", () => {
    const labels = find("Deployment", "generator").spec.template.metadata.labels;
    const egress = ofKind("NetworkPolicy").filter(
      (p) => p.spec.policyTypes.includes("Egress") && matches(p.spec.podSelector.matchLabels, labels),
    );
    expect(egress).toHaveLength(1);
    const rules: Json[] = egress[0].spec.egress;
    for (const rule of rules) expect(rule.to?.length).toBeGreaterThan(0);
    const peers = rules.flatMap((rule) => rule.to.map((peer: Json) => ({ peer, ports: rule.ports })));
    const toPod = (name: string) =>
      peers.find((p) => p.peer.podSelector?.matchLabels?.["app.kubernetes.io/name"] === name);
    expect(toPod("billing")?.ports).toEqual([{ protocol: "TCP", port: defaultPort("billing") }]);
    expect(toPod("rabbitmq")?.ports).toEqual([{ protocol: "TCP", port: 5672 }]);
    expect(toPod("redis")?.ports).toEqual([{ protocol: "TCP", port: 6379 }]);
    const dns = peers.find((p) => p.peer.podSelector?.matchLabels?.["k8s-app"] === "kube-dns");
    expect(dns?.ports).toEqual(expect.arrayContaining([{ protocol: "UDP", port: 53 }]));
    const blocks = peers.filter((p) => p.peer.ipBlock).map((p) => p.peer.ipBlock);
    expect(blocks.map((b) => b.cidr).sort()).toEqual(["0.0.0.0/0", "::/0"]);
    for (const block of blocks) {
      expect(block.except).toEqual(expect.arrayContaining(block.cidr === "::/0" ? PRIVATE_V6 : PRIVATE_V4));
    }
  });

  it("every ConfigMap and Secret a pod names exists, with the keys it reads", () => {
    const data = (kind: string, name: string): Record<string, string> | undefined => {
      const object = find(kind, name);
      return object ? { ...object.data, ...object.stringData } : undefined;
    };
    for (const { spec } of podSpecs(objects)) {
      for (const container of containersOf(spec)) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(data("ConfigMap", source.configMapRef.name)).toBeDefined();
          if (source.secretRef) expect(data("Secret", source.secretRef.name)).toBeDefined();
        }
        for (const variable of container.env ?? []) {
          const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
          if (!ref) continue;
          const kind = variable.valueFrom.configMapKeyRef ? "ConfigMap" : "Secret";
          expect(
            `${kind}/${ref.name} has ${ref.key}: ${Object.keys(data(kind, ref.name) ?? {}).includes(ref.key)}`,
          ).toBe(`${kind}/${ref.name} has ${ref.key}: true`);
        }
      }
      for (const volume of spec.volumes ?? []) {
        if (volume.configMap) expect(data("ConfigMap", volume.configMap.name)).toBeDefined();
        if (volume.secret) expect(data("Secret", volume.secret.secretName)).toBeDefined();
      }
    }
    for (const ingress of ofKind("Ingress")) {
      for (const rule of ingress.spec.rules) {
        for (const { backend } of rule.http.paths) {
          const svc = find("Service", backend.service.name);
          expect(svc.spec.ports.map((p: Json) => p.name)).toContain(backend.service.port.name);
        }
      }
    }
  });

  it("the settings it passes are ones the services read, and the service addresses match the Services", () => {
    const config = find("ConfigMap", "shopscript-config").data as Record<string, string>;
    for (const { owner, spec } of podSpecs(objects)) {
      const [container] = spec.containers;
      if (!container.image.startsWith("shopscript/")) continue;
      const service = container.image.split(":")[0].slice("shopscript/".length);
      const variables = [
        ...(container.env ?? []).map((e: Json) => e.name),
        ...(container.envFrom ?? [])
          .filter((source: Json) => source.secretRef)
          .flatMap((source: Json) => Object.keys({ ...find("Secret", source.secretRef.name).stringData })),
      ];
      for (const variable of variables) {
        expect(`${owner.metadata.name}: ${variable} ${readsVariable(service, variable)}`).toBe(
          `${owner.metadata.name}: ${variable} true`,
        );
      }
    }
    for (const variable of Object.keys(config)) {
      expect(`${variable}: ${SERVICES.some((s) => readsVariable(s, variable))}`).toBe(`${variable}: true`);
    }
    for (const caller of SERVICES) {
      for (const callee of calleesOf(caller)) {
        expect(config[`${callee.toUpperCase()}_URL`]).toBe(`http://${callee}:${defaultPort(callee)}`);
      }
    }
  });

  it("images are the Dockerfile's targets (and, in an overlay, the few servers it runs itself)", () => {
    const targets = DOCKERFILE.stages.map((s) => s.name);
    for (const { spec } of podSpecs(objects)) {
      for (const container of containersOf(spec)) {
        const image: string = container.image;
        if (image.startsWith("shopscript/")) {
          expect(targets).toContain(image.split(":")[0]!.slice("shopscript/".length));
          if (which === "overlays/local") expect(image).toMatch(/:local$/);
        } else {
          expect(which).not.toBe("base");
          expect(THIRD_PARTY_IMAGES.some((pattern) => pattern.test(image))).toBe(true);
        }
      }
    }
    for (const service of SERVICES) {
      expect(find("Deployment", service).spec.template.spec.containers[0].image.split(":")[0]).toBe(
        `shopscript/${service}`,
      );
    }
  });

  it("Secrets hold placeholders or local try-out values only", () => {
    for (const secret of ofKind("Secret")) {
      for (const [key, value] of Object.entries<string>({ ...secret.stringData })) {
        const placeholder =
          value === "" ||
          value.includes("REPLACE_ME") ||
          /local/.test(value) ||
          /^smtp:\/\/mailpit:1025$/.test(value);
        const plainLocal = /^(shopscript|redis:\/\/redis:6379)$/.test(value);
        expect(`${secret.metadata.name}.${key}: ${placeholder || plainLocal}`).toBe(
          `${secret.metadata.name}.${key}: true`,
        );
      }
      expect(secret.data).toBeUndefined();
    }
    for (const key of ["SESSION_PUBLIC_KEY", "SESSION_PRIVATE_KEY"]) {
      expect(find("Secret", "session-keys").stringData[key]).toContain("REPLACE_ME");
    }
  });

  if (which === "overlays/local") {
    it("puts everything in one restricted namespace with one replica each, and runs the servers the services need", () => {
      const namespace = find("Namespace", "shopscript");
      expect(namespace.metadata.labels["pod-security.kubernetes.io/enforce"]).toBe("restricted");
      for (const object of objects)
        if (object.kind !== "Namespace") expect(object.metadata.namespace).toBe("shopscript");
      for (const deployment of ofKind("Deployment"))
        if (deployment.metadata.name !== "generator") expect(deployment.spec.replicas).toBe(1);
      expect(find("HorizontalPodAutoscaler", "generator").spec.minReplicas).toBe(1);
      for (const server of ["postgres", "rabbitmq", "redis", "mailpit"])
        expect(find("Service", server)).toBeDefined();
      const broker = find("Secret", "shopscript-broker").stringData;
      expect(broker.AMQP_URL).toMatch(/@rabbitmq:5672$/);
      expect(broker.REDIS_URL).toBe("redis://redis:6379");
      expect(find("Secret", "notifier-secrets").stringData.SMTP_URL).toBe("smtp://mailpit:1025");
      // Each server lets in the pods that use it.
      const policies = ofKind("NetworkPolicy");
      for (const server of ["postgres", "rabbitmq", "redis", "mailpit"]) {
        const labels = find(server === "postgres" ? "StatefulSet" : "Deployment", server).spec.template
          .metadata.labels;
        expect(
          policies.some((p) => matches(p.spec.podSelector.matchLabels, labels) && p.spec.ingress?.length),
        ).toBe(true);
      }
      for (const service of DB_SERVICES) {
        for (const owner of [find("Deployment", service), find("Job", `${service}-migrate`)]) {
          expect(owner.spec.template.metadata.labels["shopscript.app/postgres-client"]).toBe("true");
        }
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Kubernetes and compose: one deployment, two runners

describe("Kubernetes Deployments run the containers docker-compose.yml runs", () => {
  const compose = parse(read("docker-compose.yml"), { merge: true }) as Compose;
  const objects = renderKustomization(path.join(ROOT, "infra", "k8s", "base")) as Json[];
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const config = find("ConfigMap", "shopscript-config").data as Record<string, string>;
  /** Settings whose value is the environment's own business: where sellers reach it, what stands in front. */
  const PER_ENVIRONMENT = new Set([
    "PUBLIC_URL", // compose: http://localhost:3000; Kubernetes: the Ingress's https address
    "TRUST_PROXY", // compose: the gateway is the edge (false); Kubernetes: behind the Ingress controller (1)
  ]);

  /** What compose sets a variable to when the operator sets nothing: `${X:-default}` → default. */
  const composeDefault = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, "$1");
  const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);
  /** The path a `node -e "fetch(...)"` health check asks for. */
  const probedPath = (command: string) => `/${/\/(\w+)'\)/.exec(command)?.[1]}`;
  /** Every variable a Kubernetes container gets, with its source. */
  function kubeEnv(container: Json): Map<string, { value?: string; configKey?: string; secret?: string }> {
    const env = new Map<string, { value?: string; configKey?: string; secret?: string }>();
    for (const source of container.envFrom ?? []) {
      expect(source.configMapRef).toBeUndefined(); // settings come one by one, so none arrives unasked
      for (const key of Object.keys(find("Secret", source.secretRef.name).stringData)) env.set(key, { secret: source.secretRef.name });
    }
    for (const variable of container.env ?? []) {
      const ref = variable.valueFrom?.configMapKeyRef;
      const secret = variable.valueFrom?.secretKeyRef;
      env.set(variable.name, ref ? { configKey: ref.key } : secret ? { secret: secret.name } : { value: variable.value });
    }
    return env;
  }

  it.each(SERVICES)("%s: same image, same variables, same settings, same probes, same user and read-only root", (service) => {
    const composed = compose.services[service]!;
    const [container] = find("Deployment", service).spec.template.spec.containers;
    const pod = find("Deployment", service).spec.template.spec;

    expect(container.image).toBe(composed.image!.split(":")[0]);
    expect({ command: container.command, args: container.args }).toEqual({ command: undefined, args: undefined });

    // Variables: the image's ENV plus what each runner adds, by name.
    const imageEnv = envOf(service);
    const kube = kubeEnv(container);
    const composeNames = [...new Set([...Object.keys(imageEnv), ...Object.keys(composed.environment ?? {})])].sort();
    const kubeNames = [...new Set([...Object.keys(imageEnv), ...kube.keys()])].sort();
    expect(kubeNames).toEqual(composeNames);

    // Values: settings match compose's defaults (but the per-environment ones); plain values match the image.
    for (const [name, source] of kube) {
      if (source.configKey !== undefined && !PER_ENVIRONMENT.has(name)) {
        expect(`${name}=${config[source.configKey]}`).toBe(`${name}=${composeDefault(composed.environment![name]!)}`);
      }
      if (source.value !== undefined) expect(`${name}=${source.value}`).toBe(`${name}=${imageEnv[name] ?? composed.environment?.[name]}`);
    }

    // Probes: readiness is compose's health check (/readyz), liveness the image's HEALTHCHECK (/healthz).
    const composeCheck = composed.healthcheck!;
    expect(container.readinessProbe).toMatchObject({
      httpGet: { path: probedPath(composeCheck.test!.join(" ")) },
      periodSeconds: seconds(composeCheck.interval!),
      timeoutSeconds: seconds(composeCheck.timeout!),
    });
    const imageCheck = instructions(service, "HEALTHCHECK")[0]!;
    expect(container.livenessProbe).toMatchObject({
      httpGet: { path: probedPath(imageCheck) },
      periodSeconds: seconds(/--interval=(\S+)/.exec(imageCheck)![1]!),
      timeoutSeconds: seconds(/--timeout=(\S+)/.exec(imageCheck)![1]!),
    });
    expect(container.ports[0].containerPort).toBe(Number(imageEnv.PORT));

    // Who runs it: the image's user (compose does not override it), read-only root as compose says.
    expect(composed.user).toBeUndefined();
    expect(`${pod.securityContext.runAsUser}:${pod.securityContext.runAsGroup}`).toBe(instructions(service, "USER").at(-1));
    expect(container.securityContext.readOnlyRootFilesystem).toBe(composed.read_only);
  });

  it.each(DB_SERVICES)("%s-migrate: the Job runs compose's one-shot: same image, command and variables", (service) => {
    const composed = compose.services[`${service}-migrate`]!;
    const [container] = find("Job", `${service}-migrate`).spec.template.spec.containers;
    expect(container.image).toBe(composed.image!.split(":")[0]);
    expect(container.args).toEqual(composed.command);
    expect([...kubeEnv(container).keys()].sort()).toEqual(Object.keys(composed.environment ?? {}).sort());
  });

  it("the local overlay tags the images as compose does by default", () => {
    const local = renderKustomization(path.join(ROOT, "infra", "k8s", "overlays", "local")) as Json[];
    for (const service of SERVICES) {
      const deployment = local.find((o) => o.kind === "Deployment" && o.metadata.name === service);
      expect(deployment.spec.template.spec.containers[0].image).toBe(composeDefault(compose.services[service]!.image!));
    }
  });
});
