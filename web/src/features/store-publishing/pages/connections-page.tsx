import type { StoreConnectionView } from "@shopscript/contracts";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { TitledCard } from "../../../components/titled-card";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatCreated } from "../../../lib/dates";
import { RequireUser } from "../../auth/components/require-user";
import { VoiceSelect } from "../../voices/components/voice-select";
import { ProUpgradeCard } from "../../developer/components/pro-upgrade-card";
import { ConnectWooForm, WooKeysForm } from "../components/connect-woo-forms";
import { useConnectShopify, useConnections, useDisconnect, usePullAndStart } from "../api/store-api";
import { PLATFORM_NAMES, STORE_COPY } from "../copy";

function ConnectShopifyForm() {
  const [shop, setShop] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const connect = useConnectShopify();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    connect.mutate(shop, {
      // Shopify's own page asks the shop owner to approve; it sends the browser back to /connections.
      onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
      onError: (err) => setFieldError(errorMessage(err, "Could not connect the store.")),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={STORE_COPY.connectTitle}>
      <div className="space-y-2">
        <Label htmlFor="shop-domain">{STORE_COPY.shopLabel}</Label>
        <Input
          id="shop-domain"
          value={shop}
          onChange={(e) => setShop(e.target.value)}
          placeholder={STORE_COPY.shopPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "shop-domain-hint shop-domain-error" : "shop-domain-hint"}
        />
        <p id="shop-domain-hint" className="text-sm text-muted-foreground">
          {STORE_COPY.shopHint}
        </p>
      </div>
      {fieldError ? (
        <p id="shop-domain-error" role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      ) : null}
      <Button type="submit" disabled={connect.isPending || connect.isSuccess}>
        {connect.isPending || connect.isSuccess ? <Spinner label={STORE_COPY.connecting} /> : STORE_COPY.connect}
      </Button>
    </form>
  );
}

function ConnectionRow({ connection, canPull, voiceId }: { connection: StoreConnectionView; canPull: boolean; voiceId: string }) {
  const [, navigate] = useLocation();
  const pull = usePullAndStart();
  const disconnect = useDisconnect();
  const live = connection.status === "connected";
  return (
    <li className="flex flex-col gap-3 border-t border-border py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="connection">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{connection.shop}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{PLATFORM_NAMES[connection.platform]}</Badge>
          <Badge variant={live ? "success" : "outline"}>{STORE_COPY.statuses[connection.status]}</Badge>
          <span>Connected {formatCreated(connection.connectedAt)}</span>
        </p>
      </div>
      {live ? (
        <div className="flex flex-wrap gap-2">
          {canPull ? (
            <Button
              disabled={pull.isPending}
              aria-label={`${STORE_COPY.pull} from ${connection.shop}`}
              onClick={() =>
                pull.mutate({ connectionId: connection.id, voiceId }, {
                  onSuccess: ({ jobId, products }) => {
                    toast({ title: `${products} products pulled`, description: "Writing has started." });
                    navigate(`/batches/${jobId}`);
                  },
                  onError: (err) =>
                    toast({ title: "Could not pull", description: errorMessage(err, "Please try again."), variant: "destructive" }),
                })
              }
            >
              {pull.isPending ? <Spinner label={STORE_COPY.pulling} /> : STORE_COPY.pull}
            </Button>
          ) : null}
          <Button
            variant="outline"
            aria-label={`${STORE_COPY.disconnect} ${connection.shop}`}
            disabled={disconnect.isPending}
            onClick={() => {
              if (window.confirm(STORE_COPY.disconnectConfirm)) {
                disconnect.mutate(connection.id, { onSuccess: () => toast({ title: "Store disconnected" }) });
              }
            }}
          >
            {STORE_COPY.disconnect}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Connections() {
  const { data, isLoading } = useConnections();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The stores send the browser back here: Shopify's callback with ?connected=<id> or ?error=<code>, WooCommerce's
  // approval with ?platform=woocommerce&success=1|0&user_id=…. Said once, then dropped from the URL.
  const [notice] = useState(() => {
    const params = new URLSearchParams(search);
    const woo = params.get("platform") === "woocommerce";
    return {
      platform: PLATFORM_NAMES[woo ? "woocommerce" : "shopify"],
      connected: params.get("connected") !== null || (woo && params.get("success") === "1"),
      declined: woo && params.get("success") === "0",
      error: params.get("error"),
      back: search !== "",
    };
  });
  useEffect(() => {
    if (notice.connected) toast({ title: STORE_COPY.connected });
    if (notice.back) navigate("/connections", { replace: true });
  }, [notice, navigate]);

  const shown = data?.connections.filter((c) => c.status !== "disconnected") ?? [];
  // The voice the pulled job's copy is written in: the copy is written in the job, so it is chosen at the pull.
  const [voiceId, setVoiceId] = useState("");
  return (
    <section className="container-page max-w-4xl space-y-6 py-10 sm:py-12">
      <PageTitle>{STORE_COPY.title}</PageTitle>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{STORE_COPY.title}</h1>
        <p className="text-muted-foreground">{STORE_COPY.intro}</p>
      </div>
      {notice.error || notice.declined ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {notice.error ? STORE_COPY.connectRefused(notice.platform, notice.error) : STORE_COPY.wooDeclined}
        </p>
      ) : null}
      {data && !data.storePublishing ? (
        <ProUpgradeCard message={STORE_COPY.upgrade} />
      ) : data ? (
        <TitledCard id="connect-title" title={STORE_COPY.connectTitle}>
          <ConnectShopifyForm />
        </TitledCard>
      ) : null}
      {data?.storePublishing ? (
        <TitledCard id="woo-connect-title" title={STORE_COPY.wooTitle} contentClassName="space-y-6">
          <ConnectWooForm />
          <div className="border-t border-border pt-6">
            <WooKeysForm />
          </div>
        </TitledCard>
      ) : null}
      <TitledCard id="stores-title" title={STORE_COPY.listTitle}>
        {isLoading || !data ? (
          <Spinner label="Loading your stores…" />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{STORE_COPY.none}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-muted-foreground">{STORE_COPY.pullHint}</p>
            {data.storePublishing && shown.some((c) => c.status === "connected") ? (
              <div className="mb-4 max-w-sm">
                <VoiceSelect value={voiceId} onChange={setVoiceId} />
              </div>
            ) : null}
            <ul aria-label={STORE_COPY.listTitle}>
              {shown.map((connection) => (
                <ConnectionRow key={connection.id} connection={connection} canPull={data.storePublishing} voiceId={voiceId} />
              ))}
            </ul>
          </>
        )}
      </TitledCard>
    </section>
  );
}

/** /connections: connect a store, see its status, pull its products into a job, disconnect. */
export default function ConnectionsPage() {
  return (
    <RequireUser>
      <Connections />
    </RequireUser>
  );
}
