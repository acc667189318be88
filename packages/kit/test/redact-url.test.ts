import { redactUrl } from "../src/log/redact-url";

describe("redactUrl", () => {
  it.each([
    ["/verify-email?token=abc.def", "/verify-email?token=[redacted]"],
    ["/reset-password?email=a%40b.c&token=s3cret", "/reset-password?email=a%40b.c&token=[redacted]"],
    ["/x?Token=1&code=2&signature=3&api_key=4&q=kept", "/x?Token=[redacted]&code=[redacted]&signature=[redacted]&api_key=[redacted]&q=kept"],
    ["/x?%74oken=encoded-name", "/x?%74oken=[redacted]"],
    ["/api/descriptions?q=steel&platform=amazon", "/api/descriptions?q=steel&platform=amazon"],
    ["/no-query", "/no-query"],
    ["/x?token", "/x?token"],
    ["/x?%E0%A4%A=1&token=2", "/x?%E0%A4%A=1&token=[redacted]"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
