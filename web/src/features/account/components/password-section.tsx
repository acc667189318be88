import { changePasswordFormSchema } from "@shopscript/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useChangePassword } from "../../auth/api/change-password";
import { Field, fieldAria } from "../../shared/field";
import { showServerError, validateForm, type FieldErrors } from "../../shared/form";
import { TitledCard } from "../../../components/titled-card";

const FIELDS = [
  { id: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { id: "newPassword", label: "New password", autoComplete: "new-password" },
  { id: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
] as const;
type FieldId = (typeof FIELDS)[number]["id"];
const EMPTY: Record<FieldId, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: the current one, the new one twice; the other devices are signed out. The seller may also
 * revoke every API key (off by default: a routine change should not stop their scripts; a reset always does).
 */
export function PasswordSection() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.isPending) return;
    const parsed = validateForm(
      changePasswordFormSchema,
      values,
      FIELDS.map((f) => f.id),
      setErrors,
    );
    if (!parsed) return;
    // confirmPassword stays in the browser, as on the reset screen.
    change.mutate(
      { currentPassword: parsed.currentPassword, newPassword: parsed.newPassword, revokeApiKeys },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setRevokeApiKeys(false);
          toast({ title: "Password changed", description: answer.message });
        },
        onError: (err) => showServerError(err, { title: "Password not changed", setErrors }),
      },
    );
  }

  return (
    <TitledCard
      id="account-password"
      title="Change password"
      description="You stay signed in here; every other device is signed out."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={change.isPending}>
        {FIELDS.map((field) => (
          <Field key={field.id} id={field.id} label={field.label} error={errors[field.id]}>
            <Input
              {...fieldAria(field.id, errors[field.id])}
              type="password"
              autoComplete={field.autoComplete}
              value={values[field.id]}
              onChange={(e) => setValues((v) => ({ ...v, [field.id]: e.target.value }))}
              required
            />
          </Field>
        ))}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="revokeApiKeys"
            className="mt-1"
            checked={revokeApiKeys}
            onChange={(e) => setRevokeApiKeys(e.target.checked)}
          />
          <span>
            Also revoke all my API keys{" "}
            <span className="text-muted-foreground">
              (scripts using them stop working until you create new ones)
            </span>
          </span>
        </label>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </TitledCard>
  );
}
