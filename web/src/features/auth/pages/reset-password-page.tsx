import { MESSAGES, resetPasswordFormSchema } from "@shopscript/contracts";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { AuthCard } from "../../shared/auth-card";
import { Field, fieldAria } from "../../shared/field";
import { validateForm, FORM_SUBMIT_DELAY_MS, wait, type FieldErrors } from "../../shared/form";

const REDIRECT_MS = 3000;

/** /reset-password?token=…: set a new password (spec §2, §5, §8). */
export default function ResetPasswordPage() {
  const reset = useResetPassword();
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  const [, navigate] = useLocation();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const warned = useRef(false);
  const doneHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({ variant: "destructive", title: "Invalid Link", description: MESSAGES.NO_RESET_TOKEN });
    navigate("/login", { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (!done) return;
    doneHeading.current?.focus();
    const t = setTimeout(() => navigate("/login"), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const passwords = validateForm(
      resetPasswordFormSchema,
      { newPassword, confirmPassword },
      ["newPassword", "confirmPassword"],
      setErrors,
    );
    if (!passwords) return;
    setBusy(true);
    try {
      await wait(FORM_SUBMIT_DELAY_MS);
      // confirmPassword is not sent (spec §5).
      await reset.mutateAsync({ token, newPassword: passwords.newPassword });
      setDone(true);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Reset Failed",
        description: errorMessage(err, MESSAGES.RESET_FAILED),
      });
    } finally {
      setBusy(false);
    }
  }

  if (!token) return null;

  if (done) {
    return (
      <AuthCard title="Password Reset Successful">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden className="size-12 text-success" />
          <p ref={doneHeading} tabIndex={-1} className="font-medium outline-none">
            {MESSAGES.PASSWORD_RESET_SUCCESS}
          </p>
          <p className="text-sm text-muted-foreground">Redirecting to login...</p>
          <Link href="/login" className={buttonVariants({ className: "w-full" })}>
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={
        <Link href="/login" className="text-muted-foreground hover:text-foreground hover:underline">
          Back to login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
        <Field id="newPassword" label="New Password" error={errors.newPassword}>
          <Input
            {...fieldAria("newPassword", errors.newPassword)}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            required
          />
        </Field>
        <Field id="confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
          <Input
            {...fieldAria("confirmPassword", errors.confirmPassword)}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
