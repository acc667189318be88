import { API_KEY_SCOPES, type ApiKeyCreated, type ApiKeyScope } from "@shopscript/contracts";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";
import { formatCreated } from "../../../lib/dates";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { RequireUser } from "../../auth/components/require-user";
import { ProUpgradeCard } from "../components/pro-upgrade-card";
import { COPY, SCOPE_LABELS } from "../copy";

function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([
    "generate",
    "descriptions:read",
    "descriptions:write",
  ]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    create.mutate(
      { name, scopes },
      {
        onSuccess: (key) => {
          setName("");
          onCreated(key);
        },
        onError: (err) => setFieldError(errorMessage(err, "Could not create the key.")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Create an API key">
      <div className="space-y-2">
        <Label htmlFor="key-name">{COPY.keyName}</Label>
        <Input
          id="key-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={COPY.keyNamePlaceholder}
          maxLength={80}
          required
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{COPY.scopes}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={scopes.includes(scope)}
              onChange={(e) =>
                setScopes((now) => (e.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))
              }
            />
            <span>
              <span className="font-medium">{SCOPE_LABELS[scope].label}</span>{" "}
              <span className="text-muted-foreground">
                ({scope}) · {SCOPE_LABELS[scope].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {fieldError ? (
        <p role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending || scopes.length === 0}>
        {create.isPending ? <Spinner label="Creating…" /> : COPY.createKey}
      </Button>
    </form>
  );
}

function NewKeyNotice({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  return (
    <Card className="border-primary" aria-labelledby="new-key-title">
      <CardHeader>
        <CardTitle as="h2" id="new-key-title">
          Your new key: {created.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm">{COPY.shownOnce}</p>
        <code data-testid="new-api-key" className="block break-all rounded-md bg-muted p-3 font-mono text-sm">
          {created.secret}
        </code>
        <div className="flex gap-2">
          <Button
            onClick={async () => {
              if (await copyText(created.secret)) toast({ title: "Key copied" });
            }}
          >
            Copy key
          </Button>
          <Button variant="outline" onClick={onDone}>
            Done
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function KeysList() {
  const { data, isLoading } = useApiKeys();
  const revoke = useRevokeApiKey();
  if (isLoading || !data) return <Spinner label="Loading your keys…" />;
  if (!data.items.length) return <p className="text-sm text-muted-foreground">{COPY.noKeys}</p>;
  return (
    // Below md each key is a stacked block with its own labels (a six-column table was 571 px wide on a
    // 390 px phone, Revoke off-screen); from md up, the table.
    <div>
      <table className="block w-full text-left text-sm md:table">
        <thead className="sr-only text-muted-foreground md:not-sr-only md:table-header-group">
          <tr>
            <th className="py-2 pr-4 font-medium">Name</th>
            <th className="py-2 pr-4 font-medium">Key</th>
            <th className="py-2 pr-4 font-medium">Scopes</th>
            <th className="py-2 pr-4 font-medium">Created</th>
            <th className="py-2 pr-4 font-medium">Last used</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {data.items.map((key) => (
            <tr
              key={key.id}
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-border py-3 md:table-row md:py-0"
              data-testid="api-key-row"
            >
              <td className="col-span-2 font-medium break-words md:py-2 md:pr-4">{key.name}</td>
              <td className="col-span-2 font-mono md:py-2 md:pr-4">{key.prefix}…</td>
              <td className="col-span-2 md:py-2 md:pr-4">
                <div className="flex flex-wrap gap-1">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="secondary">
                      {scope}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="col-span-2 md:py-2 md:pr-4">
                <span className="text-muted-foreground md:hidden">Created </span>
                {formatCreated(key.createdAt)}
              </td>
              <td className="col-span-2 md:py-2 md:pr-4">
                <span className="text-muted-foreground md:hidden">Last used </span>
                {key.lastUsedAt ? formatCreated(key.lastUsedAt) : "Never"}
              </td>
              <td className="col-span-2 pt-1 md:py-2 md:text-right">
                {key.revokedAt ? (
                  <Badge variant="outline">Revoked</Badge>
                ) : (
                  <Button
                    variant="destructive"
                    size="sm"
                    aria-label={`Revoke ${key.name}`}
                    disabled={revoke.isPending}
                    onClick={() => {
                      if (window.confirm(COPY.revokeConfirm)) {
                        revoke.mutate(key.id, { onSuccess: () => toast({ title: "Key revoked" }) });
                      }
                    }}
                  >
                    {COPY.revoke}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ApiKeys() {
  const { data } = useApiKeys();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <section className="container-page max-w-4xl space-y-6 py-10 sm:py-12">
      <PageTitle>{COPY.keysTitle}</PageTitle>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{COPY.keysTitle}</h1>
        <p className="text-muted-foreground">{COPY.keysIntro}</p>
        <p className="text-sm">
          <Link href="/docs/api" className="underline">
            API reference
          </Link>{" "}
          ·{" "}
          <Link href="/analytics" className="underline">
            Analytics
          </Link>
        </p>
      </div>
      {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
      {data && !data.apiAccess ? (
        <ProUpgradeCard message={COPY.keysUpgrade} />
      ) : (
        <Card aria-labelledby="create-key-title">
          <CardHeader>
            <CardTitle as="h2" id="create-key-title">
              New key
            </CardTitle>
          </CardHeader>
          <CardContent>
            <CreateKeyForm onCreated={setCreated} />
          </CardContent>
        </Card>
      )}
      <Card aria-labelledby="keys-title">
        <CardHeader>
          <CardTitle as="h2" id="keys-title">
            Your keys
          </CardTitle>
        </CardHeader>
        <CardContent>
          <KeysList />
        </CardContent>
      </Card>
    </section>
  );
}

/** /api-keys: create (shown once), list and revoke the seller's API keys. */
export default function ApiKeysPage() {
  return (
    <RequireUser>
      <ApiKeys />
    </RequireUser>
  );
}
