/**
 * Reads Prometheus text exposition in tests: the sum of the samples named `name` whose labels include
 * every one of `labels` (undefined when none matches), so a test asserts on values, not on substrings.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let total: number | undefined;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name) || (line[name.length] !== "{" && line[name.length] !== " ")) continue;
    const close = line.lastIndexOf("}");
    const labelText = line[name.length] === "{" ? line.slice(name.length + 1, close) : "";
    const valueText = line
      .slice(line[name.length] === "{" ? close + 1 : name.length)
      .trim()
      .split(" ")[0]!;
    const found: Record<string, string> = {};
    for (const match of labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      found[match[1]!] = match[2]!.replace(/\\(.)/g, "$1");
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      total = (total ?? 0) + Number(valueText);
  }
  return total;
}
