import { Link } from "wouter";
import { cn } from "../lib/utils";
import { LogoMark } from "./icons";

/** The ShopScript logo linking home. `onClick` lets the mobile menu close when it is chosen. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      aria-label="ShopScript home"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground",
        className,
      )}
    >
      <LogoMark />
      <span>ShopScript</span>
    </Link>
  );
}
