import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";

/** What a developer page shows a seller whose plan lacks the feature: what Pro adds, and the way to it. */
export function ProUpgradeCard({ message }: { message: string }) {
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <p>{message}</p>
        <Link href="/subscribe?plan=pro" className={buttonVariants()}>
          Upgrade to Pro
        </Link>
      </CardContent>
    </Card>
  );
}
