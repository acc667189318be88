/** The browser-held demo flag (spec §3: its name starts 'shopscript'). */
export const DEMO_FLAG_KEY = "shopscript_demo_used";

export function readDemoFlag(): boolean {
  try {
    return localStorage.getItem(DEMO_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

export function writeDemoFlag(): void {
  try {
    localStorage.setItem(DEMO_FLAG_KEY, "true");
  } catch {
    // Storage blocked: the server still enforces the demo (ARCHITECTURE §7).
  }
}
