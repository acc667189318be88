import { MESSAGES, type CurrentUser } from "@shopscript/contracts";
import { CheckCircle2, MailWarning } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useResendVerification } from "../../auth/api/resend-verification";
import { TitledCard } from "../../../components/titled-card";

/** The address, whether it is confirmed, and a new confirmation link when it is not. */
export function EmailSection({ user }: { user: CurrentUser }) {
  const resend = useResendVerification();
  return (
    <TitledCard id="account-email" title="Email">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium break-all">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden className="size-3.5" /> Verified
          </Badge>
        ) : (
          <Badge variant="secondary">
            <MailWarning aria-hidden className="size-3.5" /> Not verified
          </Badge>
        )}
      </div>
      {user.emailVerified ? null : (
        <div className="mt-4 space-y-3 text-sm text-muted-foreground">
          <p>
            Confirm your address with the link we mailed you, so password resets and billing mail reach you.
          </p>
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: (answer) => toast({ title: "Check your inbox", description: answer.message }),
                onError: (err) =>
                  toast({
                    variant: "destructive",
                    title: "Could not send the link",
                    description: errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG),
                  }),
              })
            }
          >
            {resend.isPending ? "Sending..." : "Resend verification link"}
          </Button>
        </div>
      )}
    </TitledCard>
  );
}
