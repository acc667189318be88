import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Markdown } from "../../../components/markdown";
import { PageTitle } from "../../../components/page-title";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { apiJson } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";
import { COPY } from "../copy";

interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  "x-scope"?: string;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: { type?: string; enum?: string[] };
  }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { description: string }>;
  "x-codeSamples"?: { lang: string; label: string; source: string }[];
}
interface OpenApiDoc {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const schemaName = (ref?: string) => ref?.split("/").pop();

/**
 * The examples with this site's own address in place of the SHOPSCRIPT_URL variable they read, so the one
 * a seller copies calls the host they are reading the page on (not localhost:3000).
 */
function withThisHost(source: string, origin: string): string {
  return source.replaceAll("${process.env.SHOPSCRIPT_URL}", origin).replaceAll("$SHOPSCRIPT_URL", origin);
}

function CodeSamples({ samples }: { samples: NonNullable<Operation["x-codeSamples"]> }) {
  const [lang, setLang] = useState(samples[0]?.lang);
  const found = samples.find((s) => s.lang === lang) ?? samples[0];
  if (!found) return null;
  const sample = { ...found, source: withThisHost(found.source, window.location.origin) };
  return (
    <div className="space-y-2">
      <div className="flex gap-2" role="group" aria-label="Example language">
        {samples.map((s) => (
          <Button
            key={s.lang}
            size="sm"
            variant={s.lang === lang ? "default" : "outline"}
            aria-pressed={s.lang === lang}
            onClick={() => setLang(s.lang)}
          >
            {s.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={async () => {
            if (await copyText(sample.source)) toast({ title: "Example copied" });
          }}
        >
          Copy
        </Button>
      </div>
      {/* Focusable so a keyboard user can scroll a long line. */}
      <pre
        tabIndex={0}
        aria-label={`${sample.label} example`}
        className="overflow-x-auto rounded-md bg-muted p-3 text-xs"
      >
        <code>{sample.source}</code>
      </pre>
    </div>
  );
}

function OperationCard({
  method,
  path,
  op,
  doc,
}: {
  method: string;
  path: string;
  op: Operation;
  doc: OpenApiDoc;
}) {
  const body = op.requestBody?.content["application/json"]?.schema;
  const bodySchema = body?.$ref ? doc.components.schemas[schemaName(body.$ref)!] : undefined;
  return (
    <Card id={op.operationId} aria-labelledby={`${op.operationId}-title`}>
      <CardHeader>
        <CardTitle
          as="h2"
          id={`${op.operationId}-title`}
          className="flex flex-wrap items-center gap-2 text-lg"
        >
          <Badge>{method.toUpperCase()}</Badge>
          <code className="font-mono text-base">{path}</code>
          <span className="font-normal text-muted-foreground">{op.summary}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {op.description ? <Markdown source={op.description} /> : null}
        {op["x-scope"] ? (
          <p>
            Scope: <code>{op["x-scope"]}</code>
          </p>
        ) : null}
        {op.parameters?.length ? (
          <div>
            <h3 className="font-medium">Parameters</h3>
            <ul className="list-disc pl-5">
              {op.parameters.map((p) => (
                <li key={`${p.in}-${p.name}`}>
                  <code>{p.name}</code> ({p.in}
                  {p.required ? ", required" : ""})
                  {p.schema?.enum ? `: one of ${p.schema.enum.join(", ")}` : ""}
                  {p.description ? (
                    <>
                      {" — "}
                      <Markdown inline source={p.description} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bodySchema ? (
          <details>
            <summary className="cursor-pointer font-medium">Request body: {schemaName(body?.$ref)}</summary>
            <pre tabIndex={0} className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs">
              {JSON.stringify(bodySchema, null, 2)}
            </pre>
          </details>
        ) : null}
        <div>
          <h3 className="font-medium">Responses</h3>
          <ul className="list-disc pl-5">
            {Object.entries(op.responses).map(([status, response]) => (
              <li key={status}>
                <code>{status}</code> <Markdown inline source={response.description} />
              </li>
            ))}
          </ul>
        </div>
        {op["x-codeSamples"] ? <CodeSamples samples={op["x-codeSamples"]} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * /docs/api: the API reference, rendered from /api/v1/openapi.json (generated from the contracts). It is
 * served from this app's own bundle, so it works offline and under the site's strict CSP.
 */
export default function ApiDocsPage() {
  const { data: doc, isLoading } = useQuery({
    queryKey: ["/api/v1/openapi.json"],
    queryFn: ({ signal }) => apiJson<OpenApiDoc>("GET", "/api/v1/openapi.json", undefined, { signal }),
    staleTime: Infinity,
  });
  return (
    <section className="container-page max-w-4xl space-y-6 py-10 sm:py-12">
      <PageTitle>{COPY.docsTitle}</PageTitle>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{COPY.docsTitle}</h1>
      {isLoading || !doc ? (
        <Spinner label="Loading the reference…" />
      ) : (
        <>
          <Markdown source={doc.info.description} className="text-sm text-muted-foreground" />
          <p className="text-sm">
            Machine-readable:{" "}
            <a className="underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{" "}
            (OpenAPI {doc.info.version}). The examples call this site, <code>{window.location.origin}</code>,
            with your key in <code>SHOPSCRIPT_API_KEY</code>.
          </p>
          {Object.entries(doc.paths).flatMap(([path, ops]) =>
            Object.entries(ops).map(([method, op]) => (
              <OperationCard key={`${method} ${path}`} method={method} path={path} op={op} doc={doc} />
            )),
          )}
        </>
      )}
    </section>
  );
}
