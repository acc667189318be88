import {
  DEFAULT_PLATFORM,
  DEFAULT_TONE,
  generationRequestSchema,
  MESSAGES,
  PLATFORM_LABELS,
  PLATFORMS,
  TONE_LABELS,
  TONES,
  type GenerationRequestInput,
  type GenerationResult,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, RefreshCw, Save, Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { copyText } from "../../../lib/clipboard";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, apiJson, errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/use-current-user";
import { useSubscriptionStatus } from "../../billing/api/use-subscription-status";
import { TrialBanner } from "../../billing/components/trial-banner";
import { Field, fieldAria } from "../../shared/field";
import { validateForm, FORM_SUBMIT_DELAY_MS, wait, type FieldErrors } from "../../shared/form";
import { streamGeneration } from "../api/stream-generation";
import { CheckList, ListingFields } from "../components/listing-view";
import { SignupDialog } from "../components/signup-dialog";

/** The browser-held demo flag (spec §3: its name starts 'shopscript'). */
export const DEMO_FLAG_KEY = "shopscript_demo_used";

function demoUsed(): boolean {
  try {
    return localStorage.getItem(DEMO_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

function markDemoUsed(): void {
  try {
    localStorage.setItem(DEMO_FLAG_KEY, "true");
  } catch {
    // Storage blocked: the server still enforces the demo (ARCHITECTURE §7).
  }
}

interface ShownResult {
  result: GenerationResult;
  input: GenerationRequestInput;
  generatedAt: string;
}

export default function GeneratorPage() {
  const { isSignedIn, isLoading: userLoading } = useCurrentUser();
  const { data: status } = useSubscriptionStatus();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const [productName, setProductName] = useState("");
  const [platform, setPlatform] = useState<Platform>(DEFAULT_PLATFORM);
  const [productUrl, setProductUrl] = useState("");
  const [keywords, setKeywords] = useState("");
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [streamText, setStreamText] = useState("");
  const [shown, setShown] = useState<ShownResult | null>(null);
  const [signupOpen, setSignupOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [demoFlag, setDemoFlag] = useState(demoUsed);
  const abortRef = useRef<AbortController | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // Signed-in gating (spec §4): trial over and no subscription → /subscribe.
  useEffect(() => {
    if (isSignedIn && status && !status.canGenerate) navigate("/subscribe");
  }, [isSignedIn, status, navigate]);

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  async function generate(input: GenerationRequestInput) {
    if (busy) return;
    if (!isSignedIn) {
      if (demoUsed()) {
        setDemoFlag(true);
        setSignupOpen(true);
        return;
      }
    } else if (status && !status.canGenerate) {
      toast({
        variant: "destructive",
        title: "Subscription Required",
        description: MESSAGES.SUBSCRIBE_TO_CONTINUE,
      });
      navigate("/subscribe");
      return;
    }
    setBusy(true);
    setStreamText("");
    try {
      await wait(FORM_SUBMIT_DELAY_MS);
      if (!isSignedIn) {
        markDemoUsed();
        setDemoFlag(true);
      }
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const result = await streamGeneration(input, {
        onText: (delta) => setStreamText((t) => t + delta),
        onReset: () => setStreamText(""),
        signal: controller.signal,
      });
      setShown({ result, input, generatedAt: new Date().toLocaleString("nl-NL") });
      setCopied(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      if (err instanceof ApiError && err.body?.requiresSignup) {
        setSignupOpen(true);
      } else if (err instanceof ApiError && err.status === 402) {
        toast({
          variant: "destructive",
          title: "Subscription Required",
          description: MESSAGES.SUBSCRIBE_TO_CONTINUE,
        });
        navigate("/subscribe");
      } else {
        toast({
          variant: "destructive",
          title: "Generation failed",
          description: errorMessage(err, MESSAGES.GENERATION_FAILED),
        });
      }
    } finally {
      setBusy(false);
      setStreamText("");
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = { productName, keywords, platform, tone, productUrl: productUrl.trim() || undefined };
    const request = validateForm(
      generationRequestSchema,
      raw,
      ["productName", "productUrl", "keywords"],
      setErrors,
    );
    if (request) void generate(request);
  }

  const save = useMutation({
    mutationFn: (s: ShownResult) =>
      apiJson("POST", "/api/descriptions", {
        productName: s.result.productName || s.input.productName || "",
        keywords: s.result.keywords ?? s.input.keywords ?? "",
        platform: s.result.platform,
        tone: s.result.tone,
        productUrl: s.input.productUrl || null,
        description: s.result.description,
        listing: s.result.listing,
      }),
    onSuccess: async () => {
      toast({ title: "Saved!", description: MESSAGES.DESCRIPTION_SAVED });
      await queryClient.invalidateQueries({ queryKey: ["/api/descriptions"] });
    },
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Save failed",
        description: errorMessage(err, MESSAGES.SAVE_FAILED),
      }),
  });

  async function copy(text: string) {
    if (await copyText(text)) setCopied(true);
  }

  const title = isSignedIn ? "Generate Product Description" : "Free Demo";
  const hasUrl = productUrl.trim() !== "";

  return (
    <section className="container-page max-w-5xl py-10 sm:py-12">
      <PageTitle>{title}</PageTitle>
      {isSignedIn ? <TrialBanner /> : null}
      <div className="mb-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {!isSignedIn && !userLoading ? <Badge variant="secondary">Try Free</Badge> : null}
        </div>
        <p className="mt-2 text-muted-foreground">
          Enter your product details and let AI write a listing that sells.
        </p>
      </div>

      {!isSignedIn && !userLoading && !demoFlag ? (
        <div
          role="note"
          className="mb-6 flex flex-col gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            <Sparkles aria-hidden className="mr-1 inline size-4 text-primary" />
            You have <strong>1 free description</strong> available. No account needed.
          </p>
          <Link href="/signup" className="font-medium text-primary hover:underline">
            Sign up for unlimited descriptions
          </Link>
        </div>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Product details</CardTitle>
            <CardDescription>Fill in a name and keywords, or paste a product URL.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
              <Field id="productName" label="Product Name" error={errors.productName}>
                <Input
                  {...fieldAria("productName", errors.productName)}
                  placeholder="e.g. Wireless Noise-Cancelling Headphones"
                  value={productName}
                  onChange={(e) => setProductName(e.target.value)}
                />
              </Field>
              <div className="space-y-2">
                <Label htmlFor="platform">Platform</Label>
                <Select value={platform} onValueChange={(v) => setPlatform(v as Platform)}>
                  <SelectTrigger id="platform" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PLATFORMS.map((p) => (
                      <SelectItem key={p} value={p}>
                        {PLATFORM_LABELS[p]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Field
                id="productUrl"
                label="Product URL"
                error={errors.productUrl}
                hint={
                  hasUrl
                    ? "Product name and keywords will be scraped from this URL"
                    : "Optional: Paste a URL to auto-fill product details"
                }
              >
                <Input
                  {...fieldAria("productUrl", errors.productUrl, true)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={productUrl}
                  onChange={(e) => setProductUrl(e.target.value)}
                />
              </Field>
              <Field
                id="keywords"
                label="Keywords & Features"
                error={errors.keywords}
                hint={`${keywords.length} characters`}
              >
                <Textarea
                  {...fieldAria("keywords", errors.keywords, true)}
                  rows={4}
                  placeholder="e.g. bluetooth 5.3, 30 hour battery, foldable, memory foam ear cushions"
                  value={keywords}
                  onChange={(e) => setKeywords(e.target.value)}
                />
              </Field>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">Writing Style</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {TONES.map((t) => (
                    <Button
                      key={t}
                      variant={tone === t ? "default" : "outline"}
                      aria-pressed={tone === t}
                      onClick={() => setTone(t)}
                    >
                      {TONE_LABELS[t]}
                    </Button>
                  ))}
                </div>
              </fieldset>
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? (
                  <>
                    <Spinner className="size-4 text-current" /> Generating...
                  </>
                ) : (
                  <>
                    <Sparkles aria-hidden /> Generate Description
                  </>
                )}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div>
          {busy ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Writing your description...</CardTitle>
              </CardHeader>
              <CardContent>
                <div
                  aria-live="polite"
                  aria-busy
                  className="min-h-24 text-sm leading-relaxed whitespace-pre-wrap"
                >
                  {streamText || (
                    <span className="text-muted-foreground">Waiting for the first words...</span>
                  )}
                </div>
              </CardContent>
            </Card>
          ) : shown ? (
            <ResultCard
              shown={shown}
              ref={resultRef}
              copied={copied}
              onCopy={() => void copy(shown.result.description)}
              saving={save.isPending}
              onSave={() => (isSignedIn ? save.mutate(shown) : setSignupOpen(true))}
              onRegenerate={() => void generate({ ...shown.input, variant: shown.result.variant + 1 })}
            />
          ) : (
            <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              <Sparkles aria-hidden className="mb-3 size-8" />
              <p>Your generated description will appear here.</p>
            </div>
          )}
        </div>
      </div>

      <SignupDialog open={signupOpen} onOpenChange={setSignupOpen} />
    </section>
  );
}

function ResultCard({
  shown,
  ref,
  copied,
  onCopy,
  saving,
  onSave,
  onRegenerate,
}: {
  shown: ShownResult;
  ref: React.Ref<HTMLDivElement>;
  copied: boolean;
  onCopy(): void;
  saving: boolean;
  onSave(): void;
  onRegenerate(): void;
}) {
  const { result, input, generatedAt } = shown;
  const name = result.productName || input.productName || "Your product";
  return (
    <Card ref={ref} tabIndex={-1} aria-labelledby="result-title" className="outline-none">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id="result-title">
            {name}
          </CardTitle>
          <Badge variant="secondary">{PLATFORM_LABELS[result.platform]}</Badge>
        </div>
        <CardDescription>
          <time>{generatedAt}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div
          aria-live="polite"
          className="rounded-lg bg-subtle p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {result.description}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onCopy}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied!" : "Copy"}
          </Button>
          <Button variant="outline" onClick={onSave} disabled={saving}>
            <Save aria-hidden /> {saving ? "Saving..." : "Save"}
          </Button>
          <Button variant="outline" onClick={onRegenerate}>
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        </div>
        <ListingFields platform={result.platform} listing={result.listing} />
        <CheckList checks={result.checks} />
      </CardContent>
    </Card>
  );
}
