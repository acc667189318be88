// The public API's OpenAPI 3.1 document, generated from the same zod contracts the services parse with
// (zod 4's own JSON Schema output: OpenAPI 3.1 schemas are JSON Schema 2020-12). Served by the gateway at
// /api/v1/openapi.json. Not exported from the index: the web app's bundles never need it.
import { z } from "zod";
import { apiKeyScopeSchema } from "./api/api-keys";
import { batchJobSchema, batchPreviewSchema, batchRowPageSchema, BATCH_DOWNLOAD_ROWS, BATCH_REVIEWS, BATCH_ROW_STATUSES, BATCH_ROWS_SEARCH_MAX } from "./api/batches";
import { CATALOG_DOWNLOAD_KINDS } from "./api/batches-format";
import { DESCRIPTION_RESTORE_HOURS, DESCRIPTION_SORTS, descriptionCreateSchema, descriptionPageSchema, descriptionSchema } from "./api/descriptions";
import { generationRequestSchema, generationResultSchema } from "./api/generation";
import {
  publishRequestSchema,
  publishRunListSchema,
  publishRunSchema,
  restoreConflictSchema,
  restoreRequestSchema,
  restoreResultSchema,
  storeConnectionListSchema,
  storePullRequestSchema,
  storePullResponseSchema,
} from "./api/connections";
import { voiceLearnRequestSchema, voiceLearnResultSchema, voiceListSchema, voiceSaveSchema, voiceSchema } from "./api/voices";
import { IDEMPOTENCY_TTL_SECONDS, V1_ERROR_CODES, v1ErrorSchema } from "./api/public-api";
import { PLATFORMS } from "./platforms";
import { TONES } from "./tones";

type Json = Record<string, unknown>;

const input = (schema: z.ZodType): Json => strip(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json);
const output = (schema: z.ZodType): Json => strip(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json);
/** Component schemas sit inside the document: their own `$schema` line does not belong there. */
function strip(schema: Json): Json {
  const { $schema: _drop, ...rest } = schema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ "application/json": { schema } });

const SAMPLE_VOICE = {
  name: "Harbor Goods",
  bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }],
  requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }],
  preferredTerms: [{ use: "tee", insteadOf: ["t-shirt"] }],
  spelling: "us",
  person: "you",
};
const SAMPLE_GENERATE = { productName: "Linen apron", keywords: "100% linen, adjustable neck strap, two pockets", platform: "etsy", tone: "professional" };

function samples(method: string, path: string, body?: unknown) {
  const data = body === undefined ? "" : ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(body)}'`;
  const idem = method === "POST" ? ` \\\n  -H "Idempotency-Key: my-request-1"` : "";
  const jsBody = body === undefined ? "" : `\n  body: JSON.stringify(${JSON.stringify(body)}),`;
  const jsHeaders = body === undefined ? `{ Authorization: \`Bearer \${process.env.SHOPSCRIPT_API_KEY}\` }` : `{\n    Authorization: \`Bearer \${process.env.SHOPSCRIPT_API_KEY}\`,\n    "Content-Type": "application/json",\n    "Idempotency-Key": crypto.randomUUID(),\n  }`;
  return [
    { lang: "curl", label: "curl", source: `curl -X ${method} "$SHOPSCRIPT_URL${path}" \\\n  -H "Authorization: Bearer $SHOPSCRIPT_API_KEY"${idem}${data}` },
    {
      lang: "javascript",
      label: "JavaScript",
      source: `const response = await fetch(\`\${process.env.SHOPSCRIPT_URL}${path}\`, {\n  method: "${method}",\n  headers: ${jsHeaders},${jsBody}\n});\nconsole.log(response.status, await response.json());`,
    },
  ];
}

const rateHeaders = {
  RateLimit: { description: 'What is left of this key\'s budget: `"per-key";r=<remaining>;t=<seconds to reset>`.', schema: { type: "string" } },
  "RateLimit-Policy": { description: 'The key\'s quota: `"per-key";q=<calls>;w=<window seconds>`.', schema: { type: "string" } },
  "X-Request-Id": { description: "Quote it when you contact support.", schema: { type: "string" } },
};

const errorResponse = (description: string) => ({ description, headers: rateHeaders, content: json(ref("Error")) });
const commonErrors = {
  "400": errorResponse("Invalid input; `error.field` names the field."),
  "401": errorResponse("Missing, unknown or revoked key (`api_key_required`, `api_key_invalid`)."),
  "403": errorResponse("The key lacks the scope (`api_key_scope`) or its plan no longer includes the API (`api_key_plan`)."),
  "429": {
    description: "Rate limited (`rate_limited`); retry after `Retry-After` seconds.",
    headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
    content: json(ref("Error")),
  },
};
const postErrors = {
  ...commonErrors,
  "409": errorResponse("A request with this Idempotency-Key is still running (`idempotency_in_progress`)."),
  "422": errorResponse("This Idempotency-Key was used with a different body (`idempotency_key_reused`)."),
};
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `Any unique string (a UUID). A retry with the same key and body gets the first answer again for ${IDEMPOTENCY_TTL_SECONDS / 3600} hours, and the work happens once.`,
  schema: { type: "string", maxLength: 255 },
};
const idParam = { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } };
const filterParams = [
  { name: "q", in: "query", required: false, description: "Search in product names and descriptions.", schema: { type: "string", maxLength: 200 } },
  { name: "platform", in: "query", required: false, schema: { type: "string", enum: [...PLATFORMS] } },
  {
    name: "sort",
    in: "query",
    required: false,
    description: "newest or oldest first, by product name A to Z (ignoring case), or by platform A to Z (newest first within one).",
    schema: { type: "string", enum: [...DESCRIPTION_SORTS], default: "newest" },
  },
];

const ok = (description: string, schema: Json) => ({ description, headers: rateHeaders, content: json(schema) });

const jobIdParam = { ...idParam, description: "The job's id (from the upload's answer)." };
const jobNotFound = errorResponse("No such batch job (or not yours).");
/** The upload's samples: the file is the body, as it came from the store. */
const uploadSamples = [
  {
    lang: "curl",
    label: "curl",
    source:
      'curl -X POST "$SHOPSCRIPT_URL/api/v1/batches?filename=products_export.csv&platform=shopify&tone=professional" \\\n' +
      '  -H "Authorization: Bearer $SHOPSCRIPT_API_KEY" \\\n  -H "Content-Type: text/csv" \\\n  --data-binary @products_export.csv',
  },
  {
    lang: "javascript",
    label: "JavaScript",
    source:
      'const response = await fetch(`${process.env.SHOPSCRIPT_URL}/api/v1/batches?filename=products_export.csv&platform=shopify`, {\n' +
      '  method: "POST",\n  headers: { Authorization: `Bearer ${process.env.SHOPSCRIPT_API_KEY}`, "Content-Type": "text/csv" },\n' +
      '  body: await fs.promises.readFile("products_export.csv"),\n});\nconst job = await response.json();\nconsole.log(response.status, job.id, job.estimate);',
  },
];

/** The OpenAPI 3.1 document of /api/v1. */
export function buildOpenApiDocument(options: { serverUrl: string }) {
  return {
    openapi: "3.1.0",
    info: {
      title: "ShopScript API",
      version: "1.0.0",
      description:
        "Write marketplace-ready product descriptions and manage the ones you saved. Authenticate with an API key (Pro plan) " +
        "from the API keys page: `Authorization: Bearer ss_live_…`. Errors are `{ error: { code, message, field? } }` with these stable codes:\n\n" +
        Object.entries(V1_ERROR_CODES)
          .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
          .join("\n"),
    },
    servers: [{ url: options.serverUrl }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "Generate", description: "Scope `generate`." },
      {
        name: "Voices",
        description:
          "Brand voices, scope `generate`: your style guide (banned and required words, preferred terms, spelling, person, emoji, reading level, " +
          "title case) that the writer follows and the checker enforces. Pass `voiceId` to `/generate`, or none for your default voice. " +
          "Marketplace rules win over a voice.",
      },
      { name: "Descriptions", description: "Scopes `descriptions:read` and `descriptions:write`." },
      {
        name: "Batches",
        description:
          "Catalog mode, scope `batches`: upload a store export (Shopify, WooCommerce, Amazon, or any CSV with a column mapping), " +
          "start the job, poll its status, read the rows as they are written, download the file back.",
      },
      {
        name: "Stores",
        description:
          "Publishing to a connected store, scope `stores` (the Pro plan; restoring never needs a plan). Connect a store in the app " +
          "(Connections: Shopify's own approval page), then: pull its products into a batch job, start and review the job as any other " +
          "(approve rows in the app), publish the approved rows, follow the run, and restore a product or a whole run. Every value a " +
          "publish overwrites is kept first; a product changed in the store since the pull is skipped, never overwritten.",
      },
    ],
    paths: {
      "/api/v1/generate": {
        post: {
          tags: ["Generate"],
          operationId: "generate",
          summary: "Write a listing",
          description: "Writes and checks a listing for one product. Needs scope `generate`.",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("GenerationRequest")) },
          responses: { "200": ok("The checked listing.", ref("GenerationResult")), "402": errorResponse("The account cannot generate."), ...postErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("POST", "/api/v1/generate", SAMPLE_GENERATE),
        },
      },
      "/api/v1/generate/stream": {
        post: {
          tags: ["Generate"],
          operationId: "generateStream",
          summary: "Write a listing, streamed",
          description:
            "The same as /generate, as server-sent events: `text` events (`{ delta }`) while a model writes, `reset` when a retry replaces them, " +
            "then one `result` event (a GenerationResult) or one `error` event. Idempotency-Key does not apply (a stream cannot be replayed).",
          requestBody: { required: true, content: json(ref("GenerationRequest")) },
          responses: {
            "200": { description: "An event stream.", headers: rateHeaders, content: { "text/event-stream": { schema: { type: "string" } } } },
            ...commonErrors,
          },
          "x-scope": "generate",
          "x-codeSamples": samples("POST", "/api/v1/generate/stream", SAMPLE_GENERATE).map((s) => (s.lang === "curl" ? { ...s, source: s.source.replace("curl ", "curl -N ").replace(/ \\\n {2}-H "Idempotency-Key: my-request-1"/, "") } : s)),
        },
      },
      "/api/v1/descriptions": {
        get: {
          tags: ["Descriptions"],
          operationId: "listDescriptions",
          summary: "List saved descriptions",
          description: "Newest first unless `sort` says otherwise, a page at a time: pass `nextCursor` back as `cursor` until it is null.",
          parameters: [
            ...filterParams,
            { name: "cursor", in: "query", required: false, description: "The previous page's nextCursor, with the same sort.", schema: { type: "string", maxLength: 2000 } },
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100 } },
          ],
          responses: { "200": ok("A page of descriptions.", ref("DescriptionPage")), ...commonErrors },
          "x-scope": "descriptions:read",
          "x-codeSamples": samples("GET", "/api/v1/descriptions?limit=10"),
        },
        post: {
          tags: ["Descriptions"],
          operationId: "createDescription",
          summary: "Save a description",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("DescriptionCreate")) },
          responses: { "201": ok("The saved description.", ref("Description")), ...postErrors },
          "x-scope": "descriptions:write",
          "x-codeSamples": samples("POST", "/api/v1/descriptions", {
            productName: "Linen apron",
            keywords: "linen, pockets",
            platform: "etsy",
            tone: "professional",
            description: "A linen apron with two deep pockets.",
          }),
        },
      },
      "/api/v1/descriptions/export": {
        get: {
          tags: ["Descriptions"],
          operationId: "exportDescriptions",
          summary: "Export descriptions (CSV or JSON)",
          parameters: [
            ...filterParams,
            { name: "format", in: "query", required: false, schema: { type: "string", enum: ["csv", "json"], default: "csv" } },
            {
              name: "layout",
              in: "query",
              required: false,
              description:
                "record: each saved description as stored (id, productName, platform, tone, keywords, productUrl, description, createdAt). " +
                "fields: one column per listing field (title, body HTML, bullets, tags, SEO title, SEO description, subtitle, search terms, platform, tone, date).",
              schema: { type: "string", enum: ["record", "fields"], default: "record" },
            },
          ],
          responses: {
            "200": {
              description: "Every matching description, as a download.",
              headers: rateHeaders,
              content: { "text/csv": { schema: { type: "string" } }, "application/json": { schema: { type: "array", items: ref("Description") } } },
            },
            ...commonErrors,
          },
          "x-scope": "descriptions:read",
          "x-codeSamples": samples("GET", "/api/v1/descriptions/export?format=csv"),
        },
      },
      "/api/v1/descriptions/{id}": {
        get: {
          tags: ["Descriptions"],
          operationId: "getDescription",
          summary: "Read a description",
          parameters: [idParam],
          responses: { "200": ok("The description.", ref("Description")), "404": errorResponse("No such description (or not yours)."), ...commonErrors },
          "x-scope": "descriptions:read",
          "x-codeSamples": samples("GET", "/api/v1/descriptions/{id}"),
        },
        delete: {
          tags: ["Descriptions"],
          operationId: "deleteDescription",
          summary: "Delete a description",
          description: `Hidden from every read at once; the seller can restore it from the dashboard for ${DESCRIPTION_RESTORE_HOURS} hours, then it is deleted for good.`,
          parameters: [idParam],
          responses: {
            "200": ok("Deleted.", ref("Deleted")),
            "404": errorResponse("No such description (or not yours)."),
            ...commonErrors,
          },
          "x-scope": "descriptions:write",
          "x-codeSamples": samples("DELETE", "/api/v1/descriptions/{id}"),
        },
      },
      "/api/v1/batches": {
        post: {
          tags: ["Batches"],
          operationId: "uploadBatch",
          summary: "Upload a store export",
          description:
            "The request body is the CSV file itself (`Content-Type: text/csv`), as exported by the store. Answers with the draft job: " +
            "its first products as read, every skipped row with its reason, and the cost estimate. Nothing is written until you start it. " +
            "A generic CSV needs `mapping` (JSON: which column is the name, the keywords…); without it the answer is a 400 naming `mapping.name`. " +
            "Idempotency-Key does not apply (an upload only makes a draft).",
          parameters: [
            { name: "filename", in: "query", required: false, description: "The file's name, kept for the download.", schema: { type: "string", maxLength: 200 } },
            { name: "platform", in: "query", required: false, description: "The marketplace to write for, unless the file says.", schema: { type: "string", enum: [...PLATFORMS] } },
            { name: "tone", in: "query", required: false, schema: { type: "string", enum: [...TONES] } },
            {
              name: "voiceId",
              in: "query",
              required: false,
              description:
                "The brand voice every row is written in: one of your voice ids (`/api/v1/voices`), or `none`. Left out, your default voice " +
                "at the time each row is written. Another seller's id, or a deleted voice, is a 404 naming `voiceId`.",
              schema: { anyOf: [{ type: "string", format: "uuid" }, { type: "string", enum: ["none"] }] },
            },
            { name: "mapping", in: "query", required: false, description: "For a generic CSV: the column mapping as JSON.", schema: { type: "string", maxLength: 5000 } },
          ],
          requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
          responses: {
            "201": ok("The draft job and its preview.", ref("BatchPreview")),
            "404": errorResponse("`voiceId` names no voice of yours (`not_found`, field `voiceId`)."),
            "413": errorResponse("The file is larger than an upload may be (`payload_too_large`, field `file`)."),
            ...commonErrors,
            "429": {
              description: "Too many jobs running at once (`too_many_jobs`, field `jobs`), or rate limited (`rate_limited`; retry after `Retry-After` seconds).",
              headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
              content: json(ref("Error")),
            },
          },
          "x-scope": "batches",
          "x-codeSamples": uploadSamples,
        },
      },
      "/api/v1/batches/{id}/start": {
        post: {
          tags: ["Batches"],
          operationId: "startBatch",
          summary: "Start a batch job",
          description: "Sends the draft job's products to the writers. Refused with 402 when the account cannot generate (trial over, no subscription).",
          parameters: [jobIdParam],
          responses: {
            "200": ok("The job, now running.", ref("BatchJob")),
            "402": errorResponse("The account cannot generate (`subscription_required`)."),
            "404": jobNotFound,
            "409": errorResponse("The job has already started (`conflict`)."),
            ...commonErrors,
            "429": {
              description: "Too many jobs running at once (`too_many_jobs`), or rate limited (`rate_limited`).",
              headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
              content: json(ref("Error")),
            },
          },
          "x-scope": "batches",
          "x-codeSamples": samples("POST", "/api/v1/batches/{id}/start"),
        },
      },
      "/api/v1/batches/{id}": {
        get: {
          tags: ["Batches"],
          operationId: "getBatch",
          summary: "A batch job's status",
          description: "The job and its progress (done, failed, remaining, rows per second, seconds left). Poll it until `progress.remaining` is 0. " +
            "A paused job says why in `progress.pauseReason` and `pauseMessage`: `not_entitled` (the trial ended or the subscription lapsed: " +
            "subscribe, then resume in the app; its rows wait, none fail) or `billing_unavailable` (it resumes by itself).",
          parameters: [jobIdParam],
          responses: { "200": ok("The job.", ref("BatchJob")), "404": jobNotFound, ...commonErrors },
          "x-scope": "batches",
          "x-codeSamples": samples("GET", "/api/v1/batches/{id}"),
        },
      },
      "/api/v1/batches/{id}/rows": {
        get: {
          tags: ["Batches"],
          operationId: "listBatchRows",
          summary: "A batch job's results",
          description: "The products in file order, a page at a time, with each one's listing, checks and failure reason: pass `nextCursor` back as `cursor` until it is null.",
          parameters: [
            jobIdParam,
            { name: "cursor", in: "query", required: false, schema: { type: "string" } },
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
            { name: "status", in: "query", required: false, schema: { type: "string", enum: [...BATCH_ROW_STATUSES] } },
            { name: "review", in: "query", required: false, schema: { type: "string", enum: [...BATCH_REVIEWS] } },
            { name: "q", in: "query", required: false, description: "Words in the product's name or SKU, any case.", schema: { type: "string", maxLength: BATCH_ROWS_SEARCH_MAX } },
          ],
          responses: { "200": ok("A page of rows.", ref("BatchRowPage")), "404": jobNotFound, ...commonErrors },
          "x-scope": "batches",
          "x-codeSamples": samples("GET", "/api/v1/batches/{id}/rows?limit=200"),
        },
      },
      "/api/v1/batches/{id}/download": {
        get: {
          tags: ["Batches"],
          operationId: "downloadBatch",
          summary: "Download the file with the new descriptions",
          description:
            "`original`: the uploaded file with the descriptions filled in, every other cell as it was (re-import it into the store). " +
            "`generic-csv`, `json`, `amazon`: the results in those shapes. `rows=written` (the default here, as the API has no review) writes every written row; " +
            "rows rejected in review are left as they were. `rows=approved` writes only the rows approved in the web app's review: every other row keeps each byte it was uploaded with.",
          parameters: [
            jobIdParam,
            { name: "kind", in: "query", required: false, schema: { type: "string", enum: [...CATALOG_DOWNLOAD_KINDS], default: "original" } },
            { name: "rows", in: "query", required: false, schema: { type: "string", enum: [...BATCH_DOWNLOAD_ROWS], default: "written" } },
          ],
          responses: {
            "200": {
              description: "The file, as a download.",
              headers: rateHeaders,
              content: { "text/csv": { schema: { type: "string" } }, "application/json": { schema: {} } },
            },
            "404": jobNotFound,
            ...commonErrors,
          },
          "x-scope": "batches",
          "x-codeSamples": samples("GET", "/api/v1/batches/{id}/download?kind=original"),
        },
      },
      "/api/v1/voices": {
        get: {
          tags: ["Voices"],
          operationId: "listVoices",
          summary: "List your voices",
          responses: { "200": ok("Your voices, oldest first; one is your default.", ref("VoiceList")), ...commonErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("GET", "/api/v1/voices"),
        },
        post: {
          tags: ["Voices"],
          operationId: "createVoice",
          summary: "Create a voice",
          description: "Your first voice becomes your default; `isDefault: true` makes any voice the default.",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("VoiceSave")) },
          responses: { "201": ok("The voice.", ref("Voice")), ...postErrors, "409": errorResponse("A request with this Idempotency-Key is still running (`idempotency_in_progress`), or you keep the most voices allowed (`voice_limit`).") },
          "x-scope": "generate",
          "x-codeSamples": samples("POST", "/api/v1/voices", SAMPLE_VOICE),
        },
      },
      "/api/v1/voices/learn": {
        post: {
          tags: ["Voices"],
          operationId: "learnVoice",
          summary: "Propose a voice from your listings",
          description: "Reads 3 to 10 of your own listings and proposes a voice (spelling, person, sentence length, your frequent phrases, words you avoid). Deterministic; nothing is stored.",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("VoiceLearnRequest")) },
          responses: { "200": ok("The proposal and what it is based on.", ref("VoiceLearnResult")), ...postErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("POST", "/api/v1/voices/learn", { examples: ["<your first listing>", "<your second listing>", "<your third listing>"] }),
        },
      },
      "/api/v1/voices/{id}": {
        get: {
          tags: ["Voices"],
          operationId: "getVoice",
          summary: "Read a voice",
          parameters: [idParam],
          responses: { "200": ok("The voice.", ref("Voice")), "404": errorResponse("No such voice (or not yours)."), ...commonErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("GET", "/api/v1/voices/{id}"),
        },
        put: {
          tags: ["Voices"],
          operationId: "updateVoice",
          summary: "Replace a voice's rules",
          parameters: [idParam, idempotencyKey],
          requestBody: { required: true, content: json(ref("VoiceSave")) },
          responses: { "200": ok("The voice.", ref("Voice")), "404": errorResponse("No such voice (or not yours)."), ...postErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("PUT", "/api/v1/voices/{id}", { ...SAMPLE_VOICE, isDefault: true }),
        },
        delete: {
          tags: ["Voices"],
          operationId: "deleteVoice",
          summary: "Delete a voice",
          parameters: [idParam],
          responses: { "200": ok("Deleted.", ref("Deleted")), "404": errorResponse("No such voice (or not yours)."), ...commonErrors },
          "x-scope": "generate",
          "x-codeSamples": samples("DELETE", "/api/v1/voices/{id}"),
        },
      },
      "/api/v1/connections": {
        get: {
          tags: ["Stores"],
          operationId: "listConnections",
          summary: "List your store connections",
          description: "Every store you connected (status `connected`, `disconnected`, or `revoked`: the store took the access back), never its credential, and whether your plan may publish.",
          responses: { "200": ok("Your connections.", ref("StoreConnectionList")), ...commonErrors },
          "x-scope": "stores",
          "x-codeSamples": samples("GET", "/api/v1/connections"),
        },
      },
      "/api/v1/connections/{id}": {
        delete: {
          tags: ["Stores"],
          operationId: "disconnectStore",
          summary: "Disconnect a store",
          description: "ShopScript forgets the store's access at once. Publish runs stay readable; restoring needs the store connected again.",
          parameters: [{ ...idParam, description: "The connection's id." }],
          responses: { "204": { description: "Disconnected.", headers: rateHeaders }, "404": errorResponse("No such connection (or not yours)."), ...commonErrors },
          "x-scope": "stores",
          "x-codeSamples": samples("DELETE", "/api/v1/connections/{id}"),
        },
      },
      "/api/v1/connections/{id}/pull": {
        post: {
          tags: ["Stores"],
          operationId: "pullStore",
          summary: "Pull a store's products into a batch job",
          description:
            "Every product of the store (variants' options, existing description and SEO fields) becomes a row of a new batch job, as an " +
            "uploaded export would. Start it with POST /batches/{id}/start, review it in the app, then publish. Pro only. " +
            "The job's copy is written in `tone` and in the brand voice `voiceId` (one of your voice ids from `/api/v1/voices`, or `none`; " +
            "left out, your default voice at the time each row is written): the voice is chosen here because the copy is written in the " +
            "job, and a publish sends the approved copy as it is. Another seller's voice id, or a deleted voice, is a 404 naming `voiceId`.",
          parameters: [{ ...idParam, description: "The connection's id." }, idempotencyKey],
          requestBody: { required: false, content: json(ref("StorePullRequest")) },
          responses: {
            "201": ok("The job the products became.", ref("StorePullResponse")),
            ...postErrors,
            "403": errorResponse("The key lacks the scope (`api_key_scope`), or the plan does not include publishing (`plan_required`)."),
            "404": errorResponse("No such connection (or not yours), or `voiceId` names no voice of yours (`not_found`, field `voiceId`)."),
            "409": errorResponse("The store is not connected (`store_not_connected`) or refused ShopScript's access (`store_access_revoked`), or an Idempotency-Key is in use (`idempotency_in_progress`)."),
          },
          "x-scope": "stores",
          "x-codeSamples": samples("POST", "/api/v1/connections/{id}/pull", { tone: "professional" }),
        },
      },
      "/api/v1/publish": {
        post: {
          tags: ["Stores"],
          operationId: "publishApproved",
          summary: "Publish a job's approved rows to its store",
          description:
            "Starts a publish run for a job pulled from a store (or answers the one still running for it): approved rows only, description, " +
            "SEO title and description, and the title where it was edited. The run goes on at the store's own pace: poll GET /publish-runs/{id}. " +
            "Pro only.",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("PublishRequest")) },
          responses: {
            "202": ok("The run, started.", ref("PublishRun")),
            ...postErrors,
            "400": errorResponse("`jobId` is missing, or the job has no approved row (`validation_failed`, `field` is `jobId`)."),
            "403": errorResponse("The key lacks the scope (`api_key_scope`), or the plan does not include publishing (`plan_required`)."),
            "404": errorResponse("No such job pulled from a store (or not yours)."),
            "409": errorResponse("The job's store is not connected (`store_not_connected`), or an Idempotency-Key is in use (`idempotency_in_progress`)."),
          },
          "x-scope": "stores",
          "x-codeSamples": samples("POST", "/api/v1/publish", { jobId: "7b0c1c8e-3a3e-4d5e-9a1f-2b3c4d5e6f70" }),
        },
      },
      "/api/v1/publish-runs": {
        get: {
          tags: ["Stores"],
          operationId: "listPublishRuns",
          summary: "List publish runs",
          description: "Your latest 50 runs, newest first; with `jobId`, that job's runs and the store it was pulled from (`source`, null for an uploaded file).",
          parameters: [{ name: "jobId", in: "query", required: false, schema: { type: "string", format: "uuid" } }],
          responses: { "200": ok("The runs.", ref("PublishRunList")), ...commonErrors },
          "x-scope": "stores",
          "x-codeSamples": samples("GET", "/api/v1/publish-runs?jobId=7b0c1c8e-3a3e-4d5e-9a1f-2b3c4d5e6f70"),
        },
      },
      "/api/v1/publish-runs/{id}": {
        get: {
          tags: ["Stores"],
          operationId: "getPublishRun",
          summary: "A publish run's progress and per-product results",
          description:
            "Each product: `published`, `skipped` (changed in the store since the pull, or already as approved; `message` says which), " +
            "`failed` (`message` is the store's own), `restored`, or `pending` while the run goes on. The run is `done`, or `stopped` with a `message`.",
          parameters: [{ ...idParam, description: "The run's id." }],
          responses: { "200": ok("The run.", ref("PublishRun")), "404": errorResponse("No such run (or not yours)."), ...commonErrors },
          "x-scope": "stores",
          "x-codeSamples": samples("GET", "/api/v1/publish-runs/{id}"),
        },
      },
      "/api/v1/publish-runs/{id}/restore": {
        post: {
          tags: ["Stores"],
          operationId: "restorePublished",
          summary: "Restore a product, or a whole run",
          description:
            "Writes back the store's values from before the publish: one product (`productId`) or every published product of the run. If the " +
            "store changed a published field again since, nothing is written and the answer is 409 `changed_in_store` naming the products and " +
            "fields (`error.products`); send `force: true` to restore anyway. Open to every plan.",
          parameters: [{ ...idParam, description: "The run's id." }, idempotencyKey],
          requestBody: { required: false, content: json(ref("RestoreRequest")) },
          responses: {
            "200": ok("How many products were restored.", ref("RestoreResult")),
            ...postErrors,
            "404": errorResponse("No such run, or nothing of it (or of the product) is published."),
            "409": {
              description: "Changed in the store since the publish (`changed_in_store`, `error.products` lists them), the store not connected (`store_not_connected`, `store_access_revoked`), or an Idempotency-Key in use.",
              headers: rateHeaders,
              content: json({
                allOf: [ref("Error"), { type: "object", properties: { error: { type: "object", properties: { products: { type: "array", items: ref("RestoreConflict") } } } } }],
              }),
            },
            "502": errorResponse("The store refused the restore (`store_refused`; `message` has its words)."),
          },
          "x-scope": "stores",
          "x-codeSamples": samples("POST", "/api/v1/publish-runs/{id}/restore", { productId: "gid://shopify/Product/1001" }),
        },
      },
    },
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key from the API keys page (`ss_live_…`)." } },
      schemas: {
        GenerationRequest: input(generationRequestSchema),
        GenerationResult: output(generationResultSchema),
        DescriptionCreate: input(descriptionCreateSchema),
        Description: output(descriptionSchema),
        DescriptionPage: output(descriptionPageSchema),
        Deleted: output(z.object({ message: z.string() })),
        BatchPreview: output(batchPreviewSchema),
        BatchJob: output(batchJobSchema),
        BatchRowPage: output(batchRowPageSchema),
        Error: output(v1ErrorSchema),
        Scope: output(apiKeyScopeSchema),
        VoiceSave: input(voiceSaveSchema),
        Voice: output(voiceSchema),
        VoiceList: output(voiceListSchema),
        VoiceLearnRequest: input(voiceLearnRequestSchema),
        VoiceLearnResult: output(voiceLearnResultSchema),
        StoreConnectionList: output(storeConnectionListSchema),
        StorePullRequest: input(storePullRequestSchema),
        StorePullResponse: output(storePullResponseSchema),
        PublishRequest: input(publishRequestSchema),
        PublishRun: output(publishRunSchema),
        PublishRunList: output(publishRunListSchema),
        RestoreRequest: input(restoreRequestSchema),
        RestoreResult: output(restoreResultSchema),
        RestoreConflict: output(restoreConflictSchema),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
