import { Clock, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "../../../components/ui/button";
import { useSubscriptionStatus } from "../api/get-subscription-status";
import { formatCountdown, spokenCountdown } from "../lib/countdown";

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
          {status.trialEndDate ? (
            <Countdown end={status.trialEndDate} />
          ) : (
            `${status.trialDaysRemaining} ${status.trialDaysRemaining === 1 ? "day" : "days"}`
          )}{" "}
          left in your trial
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

function Countdown({ end }: { end: string }) {
  const endMs = new Date(end).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = endMs - now;
  return (
    <>
      {/* Ticks every second for sighted users; the polite live region changes once a minute. */}
      <span aria-hidden className="tabular-nums">
        {formatCountdown(left)}
      </span>
      <span className="sr-only" role="timer" aria-live="polite" aria-atomic>
        {spokenCountdown(left)}
      </span>
    </>
  );
}
