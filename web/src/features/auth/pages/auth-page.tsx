import { MESSAGES } from "@shopscript/contracts";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { AuthCard } from "../../shared/auth-card";
import { EmailField, Field, fieldAria } from "../../shared/field";
import { validateForm, FORM_SUBMIT_DELAY_MS, wait, type FieldErrors } from "../../shared/form";
import { useCurrentUser } from "../api/get-current-user";
import { useSignIn } from "../api/sign-in";
import { lazySchema } from "../../shared/lazy-schema";
import { LiveFieldset } from "../../shared/live-fieldset";

export type AuthMode = "login" | "signup";

const copy = {
  login: {
    title: "Welcome back",
    subtitle: "Sign in to continue generating product descriptions",
    submit: "Sign In",
    busy: "Signing in...",
    switchText: "Don't have an account?",
    switchLink: "Sign up",
    switchHref: "/signup",
    description: "Sign in to ShopScript to generate, save and manage your product descriptions.",
    successTitle: "Welcome back!",
    successText: "You have successfully signed in.",
    failureTitle: "Login failed",
    schema: lazySchema(() => import("../lib/credential-schemas").then((m) => m.loginBodySchema)),
  },
  signup: {
    title: "Start your free trial",
    subtitle: "No credit card required. Try free for 7 days.",
    submit: "Create Account",
    busy: "Creating account...",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchHref: "/login",
    description:
      "Start a 7-day free trial of ShopScript: AI product descriptions for Amazon, Shopify, Etsy and more. No credit card required.",
    successTitle: "Account created!",
    successText: MESSAGES.TRIAL_STARTED,
    failureTitle: "Registration failed",
    schema: lazySchema(() => import("../lib/credential-schemas").then((m) => m.registerBodySchema)),
  },
} as const;

/** The shared sign-in / sign-up screen (spec §2, §4, §5, §8). */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  const { isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  // Someone already signed in has nothing to do here: straight to their descriptions.
  useEffect(() => {
    if (isSignedIn) navigate("/dashboard", { replace: true });
  }, [isSignedIn, navigate]);
  // Remount per mode so switching between /login and /signup starts with a clean form.
  return <AuthForm key={mode} mode={mode} />;
}

function AuthForm({ mode }: { mode: AuthMode }) {
  const c = copy[mode];
  const signIn = useSignIn(mode);
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The server's refusal, shown in the form beside the button (role=alert), not in a toast that fades away.
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const credentials = validateForm(
      await c.schema.get(),
      { email, password },
      ["email", "password"],
      setErrors,
    );
    if (!credentials) return;
    setFormError(null);
    setBusy(true);
    try {
      await wait(FORM_SUBMIT_DELAY_MS);
      await signIn.mutateAsync(credentials);
      toast({ title: c.successTitle, description: c.successText });
      navigate("/dashboard");
    } catch (err) {
      setFormError(errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      description={c.description}
      title={c.title}
      subtitle={c.subtitle}
      footer={
        <Link href="/" className="text-muted-foreground hover:text-foreground hover:underline">
          Back to home
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} onFocus={c.schema.preload} aria-busy={busy}>
        <LiveFieldset className="space-y-5">
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <Field
            id="password"
            label="Password"
            error={errors.password}
            labelExtra={
              mode === "login" ? (
                <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
                  Forgot password?
                </Link>
              ) : undefined
            }
          >
            <Input
              {...fieldAria("password", errors.password)}
              type="password"
              name="password"
              autoComplete={mode === "login" ? "current-password" : "new-password"}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </Field>
          {formError ? (
            <p
              role="alert"
              className="rounded-md border border-destructive bg-background p-3 text-sm text-foreground"
            >
              <strong className="font-semibold">{c.failureTitle}</strong>{" "}
              <span className="block">{formError}</span>
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? c.busy : c.submit}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            {c.switchText}{" "}
            <Link href={c.switchHref} className="font-medium text-primary hover:underline">
              {c.switchLink}
            </Link>
          </p>
        </LiveFieldset>
      </form>
    </AuthCard>
  );
}
