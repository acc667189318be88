import { wooConnectRequestSchema, wooKeysConnectRequestSchema } from "@shopscript/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError } from "../../../lib/api-client";
import { Field, fieldAria } from "../../shared/field";
import { showServerError, validateForm, type FieldErrors } from "../../shared/form";
import { useConnectWoo, useConnectWooKeys } from "../api/store-api";
import { STORE_COPY } from "../copy";

/**
 * A refusal under the field it names. A store that could not be reached names `storeUrl` with a terse
 * "not reachable" and says why in its message, so the message is what the seller reads there.
 */
function showRefusal(err: unknown, setErrors: (errors: FieldErrors) => void, fieldIds: Record<string, string>) {
  const body = err instanceof ApiError ? err.body : undefined;
  const named = body?.fields ? Object.keys(body.fields)[0] : undefined;
  if (named && body?.code !== "VALIDATION_FAILED" && body?.message) {
    const id = fieldIds[named] ?? named;
    setErrors({ [id]: body.message });
    document.getElementById(id)?.focus();
    return;
  }
  showServerError(err, { title: STORE_COPY.keysRefused, setErrors, fieldIds });
}

/** The store's address; WooCommerce's own page then asks its owner to approve ShopScript, and sends the browser back. */
export function ConnectWooForm() {
  const [storeUrl, setStoreUrl] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const connect = useConnectWoo();
  const busy = connect.isPending || connect.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = validateForm(wooConnectRequestSchema, { storeUrl }, ["woo-store-url"], (found) =>
      setErrors(found.storeUrl ? { "woo-store-url": found.storeUrl } : {}),
    );
    if (!parsed) return;
    connect.mutate(parsed.storeUrl, {
      onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
      onError: (err) => showRefusal(err, setErrors, { storeUrl: "woo-store-url" }),
    });
  };
  const error = errors["woo-store-url"];
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={STORE_COPY.wooTitle} aria-busy={busy}>
      <Field id="woo-store-url" label={STORE_COPY.storeUrlLabel} error={error}>
        <Input
          {...fieldAria("woo-store-url", error, true)}
          type="url"
          inputMode="url"
          value={storeUrl}
          onChange={(e) => setStoreUrl(e.target.value)}
          placeholder={STORE_COPY.storeUrlPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          required
        />
        {/* The hint in the Shopify form's size, not Field's smaller one: the two cards read alike. */}
        <p id="woo-store-url-hint" className="text-sm text-muted-foreground">
          {STORE_COPY.wooHint}
        </p>
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner label={STORE_COPY.wooConnecting} /> : STORE_COPY.connect}
      </Button>
    </form>
  );
}

const KEY_FIELDS = [
  { name: "storeUrl", id: "woo-keys-store-url" },
  { name: "consumerKey", id: "woo-consumer-key" },
  { name: "consumerSecret", id: "woo-consumer-secret" },
] as const;
const FIELD_IDS: Record<string, string> = Object.fromEntries(KEY_FIELDS.map((f) => [f.name, f.id]));
const EMPTY = { storeUrl: "", consumerKey: "", consumerSecret: "" };

/** For a store whose approval page cannot be reached: keys the seller made in WooCommerce's settings, pasted. */
export function WooKeysForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const connect = useConnectWooKeys();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (connect.isPending) return;
    const parsed = validateForm(
      wooKeysConnectRequestSchema,
      values,
      KEY_FIELDS.map((f) => f.id),
      (found) => setErrors(Object.fromEntries(Object.entries(found).map(([name, message]) => [FIELD_IDS[name] ?? name, message]))),
    );
    if (!parsed) return;
    connect.mutate(parsed, {
      onSuccess: (connection) => {
        setValues(EMPTY);
        toast({ title: STORE_COPY.connected, description: connection.shop });
      },
      onError: (err) => showRefusal(err, setErrors, FIELD_IDS),
    });
  };
  const input = (name: keyof typeof EMPTY, id: string) => ({
    ...fieldAria(id, errors[id]),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    autoComplete: "off",
    spellCheck: false,
    required: true,
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="woo-keys-title" aria-busy={connect.isPending}>
      <h3 id="woo-keys-title" className="font-medium">
        {STORE_COPY.keysTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{STORE_COPY.keysHint}</p>
      <Field id="woo-keys-store-url" label={STORE_COPY.storeUrlLabel} error={errors["woo-keys-store-url"]}>
        <Input {...input("storeUrl", "woo-keys-store-url")} type="url" inputMode="url" maxLength={500} placeholder={STORE_COPY.storeUrlPlaceholder} />
      </Field>
      <Field id="woo-consumer-key" label={STORE_COPY.consumerKeyLabel} error={errors["woo-consumer-key"]}>
        <Input {...input("consumerKey", "woo-consumer-key")} maxLength={80} placeholder={STORE_COPY.consumerKeyPlaceholder} />
      </Field>
      <Field id="woo-consumer-secret" label={STORE_COPY.consumerSecretLabel} error={errors["woo-consumer-secret"]}>
        {/* A secret: not shown on screen. */}
        <Input {...input("consumerSecret", "woo-consumer-secret")} type="password" maxLength={80} placeholder={STORE_COPY.consumerSecretPlaceholder} />
      </Field>
      <Button type="submit" variant="outline" disabled={connect.isPending}>
        {connect.isPending ? <Spinner label={STORE_COPY.keysConnecting} /> : STORE_COPY.keysConnect}
      </Button>
    </form>
  );
}
