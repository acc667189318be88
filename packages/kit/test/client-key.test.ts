import { clientKey } from "../src/http/client-key";

describe("clientKey (what per-client limits count under)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, and the next /64 as another", () => {
    const keys = ["2001:db8:7:7::1", "2001:db8:7:7:ffff:ffff:ffff:ffff", "2001:0db8:0007:0007:1234::9"].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:7:7::/64"]));
    expect(clientKey("2001:db8:7:8::1")).toBe("2001:db8:7:8::/64");
  });

  it("counts an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("passes through what is not an address", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("garbage")).toBe("garbage");
  });
});
