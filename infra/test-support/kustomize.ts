/**
 * A small renderer for the kustomize features infra/k8s uses, so tests can read what `kubectl kustomize`
 * would produce without the kustomize binary. It supports exactly these kustomization fields and refuses
 * any other (so a manifest cannot quietly rely on a feature rendered wrongly here):
 *   resources   files (one or more YAML documents) and directories holding a kustomization.yaml
 *   namespace   set on every namespaced object
 *   labels      `pairs` added to every object's metadata.labels (selectors and templates left alone)
 *   images      `name` → `newName` and/or `newTag`, in every container and init container
 *   replicas    `name` → `count` on the workload of that name
 *   patches     `path` of a strategic-merge patch, applied to the object of the patch's kind and name
 * Where kubectl is installed, infra/test/deploy-manifests.test.ts compares this output with `kubectl kustomize`.
 */
import fs from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SUPPORTED_FIELDS = new Set([
  "apiVersion",
  "kind",
  "resources",
  "namespace",
  "labels",
  "images",
  "replicas",
  "patches",
]);
const CLUSTER_SCOPED = new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "PersistentVolume",
  "StorageClass",
  "IngressClass",
  "CustomResourceDefinition",
]);
const WORKLOAD_KINDS = new Set(["Deployment", "StatefulSet", "ReplicaSet"]);
/** Lists merged element by element in a strategic-merge patch, and the key that pairs the elements. */
const MERGE_KEYS: Record<string, string> = {
  containers: "name",
  initContainers: "name",
  env: "name",
  volumes: "name",
  volumeMounts: "mountPath",
};
/** Lists a strategic-merge patch replaces whole (no merge key in the Kubernetes schema). */
const REPLACED_LISTS = new Set(["rules", "tls", "args", "command"]);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function readYamlDocuments(file: string): JsonObject[] {
  const documents = parseAllDocuments(fs.readFileSync(file, "utf8"));
  const objects: JsonObject[] = [];
  for (const document of documents) {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
    const value = document.toJS() as Json;
    if (value === null) continue;
    if (!isObject(value)) throw new Error(`${file}: a document is not a mapping`);
    objects.push(value);
  }
  return objects;
}

const idOf = (object: KubeObject) =>
  `${object.kind}/${object.metadata.namespace ?? ""}/${object.metadata.name}`;

/** Renders the kustomization in `dir` (a directory holding kustomization.yaml). */
export function renderKustomization(dir: string): KubeObject[] {
  const file = path.join(dir, "kustomization.yaml");
  if (!fs.existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const [kustomization, ...extra] = readYamlDocuments(file);
  if (!kustomization || extra.length) throw new Error(`${file}: expected exactly one document`);
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(field))
      throw new Error(`${file}: "${field}" is not supported by this renderer`);
  }

  const objects: KubeObject[] = [];
  for (const resource of asList(kustomization.resources, "resources", file)) {
    if (typeof resource !== "string") throw new Error(`${file}: resources must be paths`);
    const target = path.resolve(dir, resource);
    if (!fs.existsSync(target)) throw new Error(`${file}: resource ${resource} does not exist`);
    const loaded = fs.statSync(target).isDirectory()
      ? renderKustomization(target)
      : readYamlDocuments(target).map((object) => asKubeObject(object, target));
    objects.push(...loaded);
  }
  const seen = new Set<string>();
  for (const object of objects) {
    if (seen.has(idOf(object))) throw new Error(`${file}: ${idOf(object)} is declared twice`);
    seen.add(idOf(object));
  }

  for (const patch of asList(kustomization.patches, "patches", file)) {
    if (!isObject(patch) || typeof patch.path !== "string" || Object.keys(patch).length !== 1) {
      throw new Error(`${file}: only patches given by a path are supported`);
    }
    const patchFile = path.resolve(dir, patch.path);
    for (const document of readYamlDocuments(patchFile)) {
      const { kind, metadata } = asKubeObject(document, patchFile);
      const matches = objects.filter(
        (object) => object.kind === kind && object.metadata.name === metadata.name,
      );
      if (matches.length !== 1)
        throw new Error(`${patchFile}: ${kind}/${metadata.name} matches ${matches.length} objects`);
      const index = objects.indexOf(matches[0]!);
      objects[index] = strategicMerge(
        matches[0] as unknown as JsonObject,
        document,
        kind,
      ) as unknown as KubeObject;
    }
  }

  const namespace = kustomization.namespace;
  if (namespace !== undefined) {
    if (typeof namespace !== "string") throw new Error(`${file}: namespace must be a string`);
    for (const object of objects) if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = namespace;
  }

  for (const entry of asList(kustomization.labels, "labels", file)) {
    if (
      !isObject(entry) ||
      !isObject(entry.pairs) ||
      entry.includeSelectors === true ||
      entry.includeTemplates === true
    ) {
      throw new Error(
        `${file}: labels support only \`pairs\` (without includeSelectors or includeTemplates)`,
      );
    }
    for (const object of objects)
      object.metadata.labels = { ...object.metadata.labels, ...(entry.pairs as Record<string, string>) };
  }

  for (const entry of asList(kustomization.images, "images", file)) {
    if (
      !isObject(entry) ||
      typeof entry.name !== "string" ||
      Object.keys(entry).some((k) => !["name", "newName", "newTag"].includes(k))
    ) {
      throw new Error(`${file}: images support name, newName and newTag`);
    }
    for (const object of objects)
      retagImages(
        object as unknown as Json,
        entry.name,
        entry.newName as string | undefined,
        entry.newTag as string | undefined,
      );
  }

  for (const entry of asList(kustomization.replicas, "replicas", file)) {
    if (!isObject(entry) || typeof entry.name !== "string" || typeof entry.count !== "number") {
      throw new Error(`${file}: replicas need a name and a count`);
    }
    const matches = objects.filter(
      (object) => WORKLOAD_KINDS.has(object.kind) && object.metadata.name === entry.name,
    );
    if (matches.length !== 1)
      throw new Error(`${file}: replicas for ${entry.name} match ${matches.length} workloads`);
    (matches[0]!.spec as JsonObject).replicas = entry.count;
  }
  return objects;
}

function asList(value: Json | undefined, field: string, file: string): Json[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${file}: ${field} must be a list`);
  return value;
}

function asKubeObject(value: JsonObject, file: string): KubeObject {
  const metadata = value.metadata;
  if (
    typeof value.apiVersion !== "string" ||
    typeof value.kind !== "string" ||
    !isObject(metadata) ||
    typeof metadata.name !== "string"
  ) {
    throw new Error(`${file}: every object needs apiVersion, kind and metadata.name`);
  }
  return value as unknown as KubeObject;
}

/** Kubernetes strategic merge, limited to the list fields named in MERGE_KEYS and REPLACED_LISTS. */
export function strategicMerge(target: Json, patch: Json, at: string): Json {
  if (isObject(patch)) {
    if ("$patch" in patch || Object.keys(patch).some((key) => key.startsWith("$"))) {
      throw new Error(`${at}: strategic-merge directives are not supported`);
    }
    const result: JsonObject = isObject(target) ? { ...target } : {};
    for (const [key, value] of Object.entries(patch)) {
      const here = `${at}.${key}`;
      if (value === null) delete result[key];
      else if (Array.isArray(value)) result[key] = mergeList(result[key], value, key, here);
      else result[key] = strategicMerge(result[key] ?? null, value, here);
    }
    return result;
  }
  return patch;
}

function mergeList(target: Json | undefined, patch: Json[], field: string, at: string): Json[] {
  if (REPLACED_LISTS.has(field)) return patch;
  const key = MERGE_KEYS[field];
  if (!key) throw new Error(`${at}: the renderer does not know how kustomize merges the list "${field}"`);
  const result = Array.isArray(target) ? [...target] : [];
  for (const element of patch) {
    if (!isObject(element) || typeof element[key] !== "string")
      throw new Error(`${at}: every element needs "${key}"`);
    const index = result.findIndex((existing) => isObject(existing) && existing[key] === element[key]);
    if (index === -1) result.push(element);
    else result[index] = strategicMerge(result[index]!, element, `${at}[${key}=${element[key]}]`);
  }
  return result;
}

/** Splits `registry/name:tag` (or `@digest`) into the name kustomize matches on and the rest. */
function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const at = image.indexOf("@");
  if (at !== -1) return { name: image.slice(0, at), digest: image.slice(at + 1) };
  const colon = image.lastIndexOf(":");
  if (colon > image.lastIndexOf("/")) return { name: image.slice(0, colon), tag: image.slice(colon + 1) };
  return { name: image };
}

function retagImages(
  node: Json,
  name: string,
  newName: string | undefined,
  newTag: string | undefined,
): void {
  if (Array.isArray(node)) {
    for (const element of node) retagImages(element, name, newName, newTag);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === "containers" || key === "initContainers") && Array.isArray(value)) {
      for (const container of value) {
        if (!isObject(container) || typeof container.image !== "string") continue;
        const image = splitImage(container.image);
        if (image.name !== name) continue;
        const suffix =
          newTag !== undefined
            ? `:${newTag}`
            : image.digest
              ? `@${image.digest}`
              : image.tag
                ? `:${image.tag}`
                : "";
        container.image = `${newName ?? image.name}${suffix}`;
      }
    }
    retagImages(value, name, newName, newTag);
  }
}
