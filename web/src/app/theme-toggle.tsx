import { Moon, Sun } from "lucide-react";
import { Button } from "../components/ui/button";
import { useTheme } from "../lib/theme";

/** Light/dark switch; its accessible name says what it will do ("Switch to dark theme"). */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === "dark" ? <Sun aria-hidden className="size-5!" /> : <Moon aria-hidden className="size-5!" />}
    </Button>
  );
}
