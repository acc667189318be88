import { MESSAGES } from "@shopscript/contracts";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "../../shared/auth-card";
import { EmailField } from "../../shared/field";
import { fieldErrors, FORM_SUBMIT_DELAY_MS, wait, type FieldErrors } from "../../shared/form";
import { lazySchema } from "../../shared/lazy-schema";
import { LiveFieldset } from "../../shared/live-fieldset";

const schema = lazySchema(() => import("../lib/credential-schemas").then((m) => m.forgotPasswordBodySchema));

/** /forgot-password: request a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const parsed = (await schema.get()).safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      document.getElementById("email")?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await wait(FORM_SUBMIT_DELAY_MS);
      await requestReset.mutateAsync(parsed.data);
      setSent(true);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(err, MESSAGES.RESET_EMAIL_FAILED),
      });
    } finally {
      setBusy(false);
    }
  }

  const backHome = (
    <Link href="/" className="text-muted-foreground hover:text-foreground hover:underline">
      Back to home
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="Check Your Email" footer={backHome}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden className="size-12 text-primary" />
          <p ref={sentHeading} tabIndex={-1} className="outline-none">
            {MESSAGES.RESET_LINK_SENT}
          </p>
          <p className="text-sm text-muted-foreground">The link expires in 1 hour.</p>
          <Link href="/login" className={buttonVariants({ className: "w-full" })}>
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Forgot your ShopScript password? Enter your email and we'll send you a link to choose a new one."
      subtitle="Enter your email and we'll send you a link to reset your password."
      footer={backHome}
    >
      <form noValidate onSubmit={onSubmit} onFocus={schema.preload} aria-busy={busy}>
        <LiveFieldset className="space-y-5">
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send Reset Link"}
          </Button>
          <Link href="/login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
            Back to Login
          </Link>
        </LiveFieldset>
      </form>
    </AuthCard>
  );
}
