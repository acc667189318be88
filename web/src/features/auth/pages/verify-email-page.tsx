import { MESSAGES } from "@shopscript/contracts";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../api/get-current-user";
import { useVerifyEmail } from "../api/verify-email";
import { AuthCard } from "../../shared/auth-card";

type State =
  | { status: "loading" }
  | { status: "success"; message: string }
  | { status: "error"; message: string };

const REDIRECT_MS = 2000;

/**
 * /verify-email?token=…: verifies once, then success or failure (spec §2, §8). After success a visitor goes
 * to /login after 2 s (spec); a seller already signed in goes to the dashboard instead, not to a login they
 * do not need. The same link again says "already verified".
 */
export default function VerifyEmailPage() {
  const { mutateAsync: verify } = useVerifyEmail();
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  const [, navigate] = useLocation();
  const { isLoading: userLoading, isSignedIn } = useCurrentUser();
  const next = isSignedIn
    ? { href: "/dashboard", label: "Go to Dashboard", note: "Taking you to your dashboard..." }
    : { href: "/login", label: "Go to Login", note: "Redirecting to login..." };
  const [state, setState] = useState<State>(() =>
    token ? { status: "loading" } : { status: "error", message: MESSAGES.NO_VERIFICATION_TOKEN },
  );
  // The link is single use: strict mode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify(token)
      .then((answer) =>
        setState({
          status: "success",
          message: answer.alreadyVerified ? MESSAGES.ALREADY_VERIFIED : MESSAGES.EMAIL_VERIFIED,
        }),
      )
      .catch((err: unknown) =>
        setState({ status: "error", message: errorMessage(err, MESSAGES.VERIFICATION_FAILED) }),
      );
  }, [token, verify]);

  useEffect(() => {
    if (state.status !== "success" || userLoading) return;
    const t = setTimeout(() => navigate(next.href), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [state.status, userLoading, navigate, next.href]);

  return (
    <AuthCard title="Email Verification">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
        {state.status === "loading" ? (
          <>
            <Spinner className="size-8" />
            <p className="text-muted-foreground">Verifying your email...</p>
          </>
        ) : state.status === "success" ? (
          <>
            <CheckCircle2 aria-hidden className="size-12 text-success" />
            <p className="font-medium">{state.message}</p>
            {userLoading ? null : (
              <p className="text-sm text-muted-foreground">
                {next.note}{" "}
                <Link href={next.href} className="font-medium text-primary hover:underline">
                  {next.label}
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            <XCircle aria-hidden className="size-12 text-destructive" />
            <p className="font-medium">{state.message}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link href="/login" className={buttonVariants()}>
                Go to Login
              </Link>
              <Link href="/" className={buttonVariants({ variant: "outline" })}>
                Back to Home
              </Link>
            </div>
          </>
        )}
      </div>
    </AuthCard>
  );
}
