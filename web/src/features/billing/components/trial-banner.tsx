import { Clock, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "../../../components/ui/button";
import { useSubscriptionStatus } from "../api/get-subscription-status";
import { trialDaysLeft } from "../lib/trial-days-left";

const DISMISS_KEY = "shopscript_trial_banner_dismissed";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === "1";
  } catch {
    return false;
  }
}

/** Shown to users in trial (active trial, no subscription); dismissible for the session (spec §2). */
export function TrialBanner() {
  const { data: status } = useSubscriptionStatus();
  const [dismissed, setDismissed] = useState(readDismissed);
  const inTrial = !!status && status.isTrialActive && !status.hasActiveSubscription;
  if (!inTrial || dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISS_KEY, "1");
    } catch {
      // Storage blocked: hide it for this page view only.
    }
    setDismissed(true);
  }

  return (
    <aside
      aria-label="Free trial"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <Clock aria-hidden className="hidden size-6 shrink-0 text-primary sm:block" />
      <div className="flex-1">
        <p className="font-semibold">
          {trialDaysLeft(status.trialEndDate, status.trialDaysRemaining, Date.now())}
        </p>
        <p className="text-sm text-muted-foreground">Subscribe to keep unlimited access to all features</p>
      </div>
      <div className="flex items-center gap-2">
        <Link href="/subscribe" className={buttonVariants({ size: "sm" })}>
          Subscribe
        </Link>
        <Button variant="ghost" size="icon" onClick={dismiss} aria-label="Dismiss trial banner">
          <X aria-hidden />
        </Button>
      </div>
    </aside>
  );
}
