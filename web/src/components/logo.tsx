import { Link, useLocation } from "wouter";
import { scrollToTop } from "../lib/section-scroll";
import { cn } from "../lib/utils";
import { LogoMark } from "./icons";

/**
 * The ShopScript logo linking home; on the landing page itself (where a link to "/" changes nothing) it
 * scrolls back to the top. `onClick` lets the mobile menu close when it is chosen.
 */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const [pathname] = useLocation();
  return (
    <Link
      href="/"
      onClick={() => {
        onClick?.();
        if (pathname === "/") scrollToTop(true);
      }}
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
