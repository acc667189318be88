import { toast } from "../components/ui/use-toast";

/**
 * Copies text for the seller; true when it worked. A browser that refuses (no permission, insecure page)
 * gets one clear toast here, so every Copy button fails the same way.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    toast({ variant: "destructive", title: "Copy failed", description: "Your browser did not allow copying." });
    return false;
  }
}
