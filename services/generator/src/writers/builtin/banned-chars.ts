/**
 * A field that bans characters (Amazon's bullet points ban "£", "€", "~", "™" …) still says the seller's fact:
 * each banned character is put in words from the phrasebook (`bannedCharWords`), or left out when it has none.
 */
export function sayBannedChars(text: string, banned: readonly string[], words: Readonly<Record<string, string>> = {}): string {
  if (!banned.some((ch) => text.includes(ch))) return text;
  // A range typed with a tilde ("5~10 kg") is a range, not an approximation.
  let out = banned.includes("~") ? text.replace(/(\d)\s*~\s*(?=\d)/g, "$1-") : text;
  for (const ch of banned) out = out.split(ch).join(words[ch] ?? "");
  // (Not the space before a decimal point: "sterling silver .925" is no "silver.925"; blind review r13.)
  return out.replace(/[ \t]{2,}/g, " ").replace(/\s+([,;:)]|\.(?!\d))/g, "$1").replace(/\(\s+/g, "(").trim();
}
