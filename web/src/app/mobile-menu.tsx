import { Logo } from "../components/logo";
import { SheetContent, Sheet, SheetHeader, SheetTitle } from "../components/ui/sheet";
import { AuthActions, MainNavLinks } from "./nav-links";

/**
 * The side menu on small screens (spec §2): the same links, Home/Features/Pricing/Contact only on the
 * landing page. Its own chunk: loaded the first time it opens, not with every page.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  onLanding,
  onSignOut,
  signingOut,
  deferScroll,
  onClosed,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onLanding: boolean;
  onSignOut(): void;
  signingOut: boolean;
  /** A section link chosen here scrolls once the menu has closed and released its scroll lock. */
  deferScroll(scroll: () => void): void;
  /** After closing: run a deferred scroll and give focus back to the menu button. */
  onClosed(event: Event): void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby={undefined} onCloseAutoFocus={onClosed}>
        <SheetHeader>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <Logo onClick={close} />
        </SheetHeader>
        {/* Section links only make sense where the sections are (spec §2). */}
        {onLanding ? (
          <nav className="flex flex-col gap-1 border-b border-border pb-4" aria-label="Main">
            <MainNavLinks layout="menu" onNavigate={close} runScroll={deferScroll} />
          </nav>
        ) : null}
        <div className="flex flex-col gap-2">
          <AuthActions layout="menu" onNavigate={close} onSignOut={onSignOut} signingOut={signingOut} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
