import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="bg-brand-gradient-strong relative overflow-hidden rounded-2xl px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <h2
            id="final-cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl"
          >
            Ready to write listings that sell?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
            Your next product description is a few keywords away.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-indigo-700 hover:bg-white/90 focus-visible:ring-white"
            >
              <Link href="/signup">
                Start your free trial now
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white"
            >
              <Link href="/generator">Watch how it works</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-white/90">
            No credit card required · 7-day free trial · Cancel anytime
          </p>
        </div>
      </div>
    </section>
  );
}
