import {
  DEFAULT_PLATFORM,
  DEFAULT_TONE,
  PLATFORM_LABELS,
  PLATFORMS,
  TONE_LABELS,
  TONES,
  type GenerationRequest,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import { Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { Field, fieldAria } from "../../shared/field";
import { validateForm, type FieldErrors } from "../../shared/form";
import { lazySchema } from "../../shared/lazy-schema";
import { LiveFieldset } from "../../shared/live-fieldset";
import { VoiceSelect } from "../../voices/components/voice-select";

const requestSchema = lazySchema(() =>
  import("../lib/request-schema").then((m) => m.generationRequestSchema),
);

/**
 * Product Name, Platform, Product URL, Keywords & Features and Writing Style (spec §2, §5). Calls
 * `onGenerate` with a valid request. `serverErrors` shows the server's per-field messages, and
 * `urlNotice` says under the URL field that the page could not be read (the listing was written from
 * the typed details instead).
 */
export function GeneratorForm({
  busy,
  onGenerate,
  serverErrors = {},
  urlNotice,
  signedIn = false,
}: {
  busy: boolean;
  onGenerate(request: GenerationRequest): void;
  serverErrors?: FieldErrors;
  urlNotice?: string;
  /** A signed-in seller picks a brand voice (issue 31); a visitor has none. */
  signedIn?: boolean;
}) {
  const [productName, setProductName] = useState("");
  const [platform, setPlatform] = useState<Platform>(DEFAULT_PLATFORM);
  const [productUrl, setProductUrl] = useState("");
  const [keywords, setKeywords] = useState("");
  const [details, setDetails] = useState("");
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  // "" is the seller's default voice; a voice id, or "none". /generator?voice=<id> comes from the voice page.
  const [voiceId, setVoiceId] = useState(() => (typeof window === "undefined" ? "" : new URLSearchParams(window.location.search).get("voice") ?? ""));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shownErrors = { ...serverErrors, ...errors };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = { productName, keywords, details: details.trim() || undefined, platform, tone, productUrl: productUrl.trim() || undefined, ...(signedIn && voiceId ? { voiceId } : {}) };
    const request = validateForm(
      await requestSchema.get(),
      raw,
      ["productName", "productUrl", "keywords", "details"],
      setErrors,
    );
    if (request) onGenerate(request);
  }

  const hasUrl = productUrl.trim() !== "";
  // The notice is about the URL that was read; once the field is emptied there is no URL for it to concern.
  const shownUrlNotice = hasUrl ? urlNotice : undefined;
  const urlHint = hasUrl
    ? "Product name and keywords will be scraped from this URL"
    : "Optional: Paste a URL to auto-fill product details";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Product details</CardTitle>
        <CardDescription>Fill in a name and keywords, or paste a product URL.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} onFocus={requestSchema.preload} aria-busy={busy}>
          <LiveFieldset className="space-y-5">
            <Field id="productName" label="Product Name" error={shownErrors.productName}>
              <Input
                {...fieldAria("productName", shownErrors.productName)}
                placeholder="e.g. Wireless Noise-Cancelling Headphones"
                value={productName}
                onChange={(e) => setProductName(e.target.value)}
              />
            </Field>
            <div className="space-y-2">
              <Label htmlFor="platform">Platform</Label>
              <NativeSelect
                id="platform"
                name="platform"
                value={platform}
                onChange={(e) => setPlatform(e.target.value as Platform)}
              >
                {PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {PLATFORM_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Field
              id="productUrl"
              label="Product URL"
              error={shownErrors.productUrl ?? shownUrlNotice}
              hint={urlHint}
            >
              <Input
                {...fieldAria("productUrl", shownErrors.productUrl ?? shownUrlNotice, true)}
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
              error={shownErrors.keywords}
              hint={`${keywords.length} characters`}
            >
              <Textarea
                {...fieldAria("keywords", shownErrors.keywords, true)}
                rows={4}
                placeholder="e.g. bluetooth 5.3, 30 hour battery, foldable, memory foam ear cushions"
                value={keywords}
                onChange={(e) => setKeywords(e.target.value)}
              />
            </Field>
            <Field
              id="details"
              label="Product details (optional)"
              error={shownErrors.details}
              hint="Paste your existing description or anything else worth knowing. Warnings, care and policies are kept word for word."
            >
              <Textarea
                {...fieldAria("details", shownErrors.details, true)}
                rows={4}
                placeholder="e.g. Each mug is painted by hand, so no two are alike. Hand wash only."
                value={details}
                onChange={(e) => setDetails(e.target.value)}
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
            {signedIn ? <VoiceSelect value={voiceId} onChange={setVoiceId} error={shownErrors.voiceId} /> : null}
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
          </LiveFieldset>
        </form>
      </CardContent>
    </Card>
  );
}
