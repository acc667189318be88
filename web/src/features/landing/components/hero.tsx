import { PLATFORM_LABELS, PLATFORMS } from "@shopscript/contracts";
import { ArrowRight, Check, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";

const shownPlatforms = PLATFORMS.filter((p) => p !== "generic").map((p) => PLATFORM_LABELS[p]);

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft brand glow behind the headline. */}
      <div
        aria-hidden
        className="bg-brand-gradient absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full opacity-15 blur-3xl dark:opacity-20"
      />
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <Badge variant="secondary" className="px-3 py-1 text-sm">
          <Sparkles aria-hidden className="size-3.5!" />
          7-day free trial
        </Badge>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          Product descriptions that <span className="text-gradient">sell</span>, written in seconds
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          Give ShopScript a product name and a few keywords. Get a sales-focused, SEO-friendly listing for
          Amazon, Shopify, Etsy and more, checked against each marketplace&apos;s rules before you see it.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/signup">
              Start Free Trial
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/generator">View Demo</Link>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Check aria-hidden className="size-4 text-success" />
            No credit card required
          </li>
          <li className="flex items-center gap-1.5">
            <Check aria-hidden className="size-4 text-success" />
            Supports all platforms
          </li>
        </ul>

        <div className="mt-14 w-full max-w-4xl">
          <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Listings written to the rules of
          </p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {shownPlatforms.map((name) => (
              <li key={name}>
                <Badge variant="outline" className="px-3 py-1 text-sm font-normal text-muted-foreground">
                  {name}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
