import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { cn } from "../../../lib/utils";
import type { DemoState } from "../hooks/use-demo";

/**
 * The anonymous visitor's banner (spec §2): "1 free description" only once the server confirmed it. Its box
 * is there from the first paint, the same size in every state (while asking it holds the offer's text,
 * invisible), so the form below never jumps when the answer arrives.
 */
export function DemoBanner({ status }: { status: DemoState["status"] }) {
  const used = status === "used";
  return (
    <div
      role={status === "offered" ? "note" : undefined}
      aria-hidden={status === "unknown" ? true : undefined}
      className={cn(
        "mb-6 flex flex-col gap-2 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between",
        status === "unknown" ? "invisible border-transparent" : "border-primary/30 bg-primary/5",
      )}
    >
      <p>
        <Sparkles aria-hidden className="mr-1 inline size-4 text-primary" />
        {used ? (
          <>
            Your free description has been used. <strong>Sign up</strong> to keep going.
          </>
        ) : (
          <>
            You have <strong>1 free description</strong> available. No account needed.
          </>
        )}
      </p>
      <Link
        href="/signup"
        className="font-medium text-primary hover:underline"
        tabIndex={status === "unknown" ? -1 : undefined}
      >
        Sign up for unlimited descriptions
      </Link>
    </div>
  );
}
