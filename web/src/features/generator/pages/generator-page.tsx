import { MESSAGES, type GenerationRequest } from "@shopscript/contracts";
import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Badge } from "../../../components/ui/badge";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { useSubscriptionStatus } from "../../billing/api/get-subscription-status";
import { TrialBanner } from "../../billing/components/trial-banner";
import { useSaveDescription } from "../../dashboard/api/save-description";
import { FORM_SUBMIT_DELAY_MS, wait, type FieldErrors } from "../../shared/form";
import { GeneratorForm } from "../components/generator-form";
import { ResultCard, type SaveState } from "../components/result-card";
import { DemoBanner } from "../components/demo-banner";
import { SignupDialog } from "../components/signup-dialog";
import { StreamingPreview } from "../components/streaming-preview";
import { useDemo } from "../hooks/use-demo";
import { useGeneration, type ShownResult } from "../hooks/use-generation";

const URL_NOT_READ = "We wrote this listing from the name and keywords you typed.";

/** /generator: the signed-in generator and the one-time anonymous demo (spec §2, §4, §8). */
export default function GeneratorPage() {
  const { isSignedIn, isLoading: userLoading } = useCurrentUser();
  const { data: status } = useSubscriptionStatus();
  const [, navigate] = useLocation();
  const generation = useGeneration();
  const demo = useDemo(!userLoading && !isSignedIn);
  const save = useSaveDescription();
  const [signupOpen, setSignupOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Save is idempotent: one result is saved at most once, however often (or fast) Save is clicked.
  const [savedResult, setSavedResult] = useState<ShownResult | null>(null);
  const savingRef = useRef<ShownResult | null>(null);

  // Signed-in gating (spec §4): trial over and no subscription → /subscribe.
  useEffect(() => {
    if (isSignedIn && status && !status.canGenerate) navigate("/subscribe");
  }, [isSignedIn, status, navigate]);

  function subscriptionRequired() {
    toast({
      variant: "destructive",
      title: "Subscription Required",
      description: MESSAGES.SUBSCRIBE_TO_CONTINUE,
    });
    navigate("/subscribe");
  }

  async function generate(request: GenerationRequest) {
    if (generation.busy) return;
    if (!isSignedIn && !demo.mayTry()) {
      setSignupOpen(true);
      return;
    }
    if (isSignedIn && status && !status.canGenerate) return subscriptionRequired();
    setServerErrors({});
    try {
      const result = await generation.run(request, () => wait(FORM_SUBMIT_DELAY_MS));
      if (result && !isSignedIn) demo.used();
    } catch (err) {
      if (err instanceof ApiError && err.body?.requiresSignup) {
        demo.refused();
        setSignupOpen(true);
      } else if (err instanceof ApiError && err.status === 402) {
        subscriptionRequired();
      } else {
        if (err instanceof ApiError && err.body?.fields) setServerErrors(err.body.fields);
        toast({
          variant: "destructive",
          title: "Generation failed",
          description: errorMessage(err, MESSAGES.GENERATION_FAILED),
        });
      }
    }
  }

  function saveShown(shown: ShownResult) {
    if (!isSignedIn) return setSignupOpen(true);
    if (savingRef.current === shown) return;
    savingRef.current = shown;
    save.mutate(
      {
        productName: shown.result.productName || shown.input.productName || "",
        keywords: shown.result.keywords ?? shown.input.keywords ?? "",
        platform: shown.result.platform,
        tone: shown.result.tone,
        productUrl: shown.input.productUrl || null,
        description: shown.result.description,
        listing: shown.result.listing,
      },
      {
        onSuccess: () => {
          setSavedResult(shown);
          toast({ title: "Saved!", description: MESSAGES.DESCRIPTION_SAVED });
        },
        onError: (err) => {
          savingRef.current = null;
          toast({
            variant: "destructive",
            title: "Save failed",
            description: errorMessage(err, MESSAGES.SAVE_FAILED),
          });
        },
      },
    );
  }

  const shown = generation.shown;
  const saveState: SaveState =
    shown && savedResult === shown
      ? "saved"
      : shown && save.isPending && savingRef.current === shown
        ? "saving"
        : "idle";
  const urlNotice = shown?.result.notices?.productUrl;
  const title = isSignedIn ? "Generate Product Description" : "Free Demo";

  return (
    <section className="container-page max-w-5xl py-10 sm:py-12">
      <PageTitle description="Generate a product description for Amazon, Shopify, Etsy, eBay and more: enter a name and keywords, or a product URL. Try it free, no account needed.">
        {title}
      </PageTitle>
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

      {!isSignedIn ? <DemoBanner status={userLoading ? "unknown" : demo.status} /> : null}

      <div className="grid gap-8 lg:grid-cols-2">
        <GeneratorForm
          busy={generation.busy}
          onGenerate={(request) => void generate(request)}
          serverErrors={serverErrors}
          signedIn={isSignedIn}
          urlNotice={urlNotice ? `${urlNotice} ${URL_NOT_READ}` : undefined}
        />
        <div>
          {generation.busy ? (
            <StreamingPreview text={generation.streamText} />
          ) : shown ? (
            <ResultCard
              shown={shown}
              saveState={saveState}
              onSave={() => saveShown(shown)}
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
