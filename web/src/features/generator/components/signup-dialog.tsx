import { MESSAGES } from "@shopscript/contracts";
import { Link } from "wouter";
import { Button, buttonVariants } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";

/** 'Create an account to continue' (spec §2): after the free demo, or when saving signed out. */
export function SignupDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>Create an account to continue</DialogTitle>
          <DialogDescription>{MESSAGES.DEMO_USED}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Link href="/signup" className={buttonVariants()}>
            Sign Up for Free Trial
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
