import { deleteAccountBodySchema } from "@shopscript/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { useDeleteAccount } from "../../auth/api/delete-account";
import { Field, fieldAria } from "../../shared/field";
import { showServerError, validateForm, type FieldErrors } from "../../shared/form";
import { TitledCard } from "../../../components/titled-card";

/** Delete account, confirmed with the password (the privacy text's promise: data gone within 30 days). */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword("");
      setErrors({});
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (remove.isPending) return;
    const body = validateForm(deleteAccountBodySchema, { password }, ["delete-password"], (found) =>
      setErrors(found.password ? { "delete-password": found.password } : {}),
    );
    if (!body) return;
    remove.mutate(body, {
      onError: (err) =>
        showServerError(err, {
          title: "Account not deleted",
          setErrors,
          fieldIds: { password: "delete-password" },
        }),
    });
  }

  return (
    <TitledCard
      id="account-delete"
      title="Delete account"
      description="Your descriptions, trial and subscription details are deleted; the data is gone within 30 days."
    >
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="destructive">Delete account</Button>
        </DialogTrigger>
        <DialogContent>
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={remove.isPending}>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This deletes your account and every saved description, and ends any subscription at once. It
                cannot be undone. Enter your password to confirm.
              </DialogDescription>
            </DialogHeader>
            <Field id="delete-password" label="Password" error={errors["delete-password"]}>
              <Input
                {...fieldAria("delete-password", errors["delete-password"])}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete my account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </TitledCard>
  );
}
